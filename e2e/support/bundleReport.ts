import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Which packages each downloaded JavaScript file carries, from the build reports that every
// front-end build writes beside its dist folder (see build-config/chunk-report-plugin.mjs).
const root = path.resolve(__dirname, '..', '..');

export interface ChunkInfo {
  build: string;
  packages: string[];
}

function loadReports(): Map<string, ChunkInfo> {
  const byUrlPath = new Map<string, ChunkInfo>();
  const folders = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];
  for (const folder of folders) {
    const reportFile = path.join(root, folder, 'build-report', 'chunks.json');
    if (!existsSync(reportFile)) continue;
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      build: string;
      files: Record<string, string[]>;
    };
    const prefix = folder === 'shell' ? '/' : `/${folder}/`;
    for (const [file, packages] of Object.entries(report.files)) {
      byUrlPath.set(prefix + file, { build: report.build, packages });
    }
  }
  return byUrlPath;
}

const reports = loadReports();

export function chunkInfo(urlPath: string): ChunkInfo | undefined {
  return reports.get(urlPath);
}

/** How many builds' copies of a package the given downloads carried, and from which builds. */
export function copiesOf(packageName: string, downloadedPaths: string[]): string[] {
  const builds = new Set<string>();
  for (const urlPath of downloadedPaths) {
    const info = chunkInfo(urlPath);
    if (info?.packages.includes(packageName)) builds.add(info.build);
  }
  return [...builds];
}
