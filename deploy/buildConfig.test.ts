import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The front-end webpack configuration, read by running it (an ES module: jest cannot load it,
// so a child Node process does).
const root = path.resolve(__dirname, '..');

interface ConfigSummary {
  /** The devtool of each build whose output is deployed (dist/). */
  devtools: (string | false)[];
  /** Where every build of the configuration writes (the shell's and the public pages' also
   * pre-render, for Node). */
  outputPaths: string[];
  /** Which of API_PROBES the development server hands to the API. */
  proxiedToApi: string[];
}

// Addresses the dev server must hand to the API (every spelling the API answers), or not.
const API_PROBES = [
  '/api',
  '/api/auth/user',
  '/API/Auth/User',
  '/Api/',
  '/apiary',
  '/api-docs',
  '/app',
];

function summaryOf(workspace: string, mode: 'production' | 'development'): ConfigSummary {
  const script = `
    const { default: configFor } = await import(${JSON.stringify(
      path.join(root, workspace, 'webpack.config.mjs'),
    )});
    const configs = [configFor({}, { mode: ${JSON.stringify(mode)} })].flat();
    const deployed = configs.filter((config) => config.output.path.endsWith('/dist'));
    if (deployed.length === 0) throw new Error('expected a build writing to dist/');
    const proxies = configs.flatMap((config) => config.devServer?.proxy ?? []);
    const claims = ({ context }, address) =>
      typeof context === 'function'
        ? context(address)
        : context.some((prefix) => address.startsWith(prefix));
    const toApi = (address) =>
      proxies.some((proxy) => proxy.target === 'http://127.0.0.1:8080' && claims(proxy, address));
    process.stdout.write(
      JSON.stringify({
        devtools: deployed.map((config) => config.devtool),
        outputPaths: configs.map((config) => config.output.path),
        proxiedToApi: ${JSON.stringify(API_PROBES)}.filter(toApi),
      }),
    );
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as ConfigSummary;
}

describe('front-end builds', () => {
  it.each([
    ['shell', 1],
    ['public-pages', 1],
    ['mfe-documents', 2],
  ])(
    '%s: a production build keeps source maps for error tracking but does not point to them',
    (workspace, deployedBuilds) => {
      // hidden-source-map writes the .map files without the sourceMappingURL comment in the
      // bundles (and the servers refuse to serve *.map). A remote has two deployed builds: the
      // remote, and the federation runtime core that its standalone page loads.
      const { devtools } = summaryOf(workspace, 'production');
      expect(devtools).toEqual(Array(deployedBuilds).fill('hidden-source-map') as string[]);
    },
  );

  it.each(['shell', 'public-pages'])(
    '%s: the pre-render build (run by Node at build time) is never deployed',
    (workspace) => {
      const { outputPaths } = summaryOf(workspace, 'production');
      expect(outputPaths).toHaveLength(2);
      for (const outputPath of outputPaths.filter((candidate) => !candidate.endsWith('/dist'))) {
        expect(path.relative(path.join(root, workspace), outputPath)).toMatch(/^build-report\//);
      }
    },
  );

  it.each(['shell', 'mfe-documents'])(
    '%s: the development server hands every spelling of an /api address to the API, and no page',
    (workspace) => {
      expect(summaryOf(workspace, 'development').proxiedToApi).toEqual([
        '/api',
        '/api/auth/user',
        '/API/Auth/User',
        '/Api/',
      ]);
    },
  );

  it('a development build keeps fast inline source maps', () => {
    expect(summaryOf('mfe-documents', 'development').devtools).toEqual([
      'eval-cheap-module-source-map',
      'eval-cheap-module-source-map',
    ]);
  });
});
