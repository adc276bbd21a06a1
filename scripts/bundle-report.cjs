// @ts-check
// Which packages each downloaded JavaScript file carries, from the build reports that every
// front-end build writes beside its dist folder (build-config/chunk-report-plugin.mjs). Used
// by the bundle benchmark and the end-to-end tests to count copies of shared packages.
// CommonJS, so that both the ES-module scripts and the (transpiled) Playwright specs load it.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const repositoryRoot = path.resolve(__dirname, '..');

/** @typedef {{ build: string, folder: string, file: string, packages: string[] }} ChunkInfo */

/** @returns {Map<string, ChunkInfo>} URL path on the one-origin server -> chunk */
function loadReports() {
  const byUrlPath = new Map();
  const folders = [
    'public-pages',
    'shell',
    ...readdirSync(repositoryRoot).filter((name) => name.startsWith('mfe-')),
  ];
  for (const folder of folders) {
    const reportDir = path.join(repositoryRoot, folder, 'build-report');
    if (!existsSync(reportDir)) continue;
    // One report per build writing into the folder's dist/.
    const reportFiles = readdirSync(reportDir).filter((name) => /^chunks.*\.json$/.test(name));
    for (const reportFile of reportFiles) {
      /** @type {{ build: string, files: Record<string, string[]> }} */
      const report = JSON.parse(readFileSync(path.join(reportDir, reportFile), 'utf8'));
      // The public pages and the shell are served side by side at /.
      const prefix = folder === 'shell' || folder === 'public-pages' ? '/' : `/${folder}/`;
      for (const [file, packages] of Object.entries(report.files)) {
        byUrlPath.set(prefix + file, { build: report.build, folder, file, packages });
      }
    }
  }
  return byUrlPath;
}

const reports = loadReports();

/** @param {string} urlPath */
function chunkInfo(urlPath) {
  return reports.get(urlPath);
}

/**
 * The builds whose copy of a package the given downloads carried (one entry per copy).
 * @param {string} packageName
 * @param {string[]} downloadedPaths
 */
function copiesOf(packageName, downloadedPaths) {
  const builds = new Set();
  for (const urlPath of downloadedPaths) {
    const info = reports.get(urlPath);
    if (info?.packages.includes(packageName)) builds.add(info.build);
  }
  return [...builds];
}

/**
 * Gzip -6 bytes of a downloaded JavaScript file as built (0 for a file no report names): the
 * same measure whatever encoding a server chose, so budgets and benchmarks compare.
 * @param {string} urlPath
 */
function gzippedBytes(urlPath) {
  const info = reports.get(urlPath);
  if (!info) return 0;
  const built = readFileSync(path.join(repositoryRoot, info.folder, 'dist', info.file));
  return gzipSync(built, { level: 6 }).length;
}

module.exports = { repositoryRoot, chunkInfo, copiesOf, gzippedBytes };
