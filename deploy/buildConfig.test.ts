import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The front-end webpack configuration, read by running it (an ES module: jest cannot load it,
// so a child Node process does).
const root = path.resolve(__dirname, '..');

interface ConfigSummary {
  devtool: string | false;
}

function summaryOf(workspace: string, mode: 'production' | 'development'): ConfigSummary {
  const script = `
    const { default: configFor } = await import(${JSON.stringify(
      path.join(root, workspace, 'webpack.config.mjs'),
    )});
    const built = configFor({}, { mode: ${JSON.stringify(mode)} });
    // The shell's production build is two: the pre-render step for Node, then the browser's.
    const config = Array.isArray(built) ? built.find((one) => one.name === 'browser') : built;
    process.stdout.write(JSON.stringify({ devtool: config.devtool }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as ConfigSummary;
}

describe('front-end builds', () => {
  it.each(['shell', 'mfe-documents'])(
    '%s: a production build keeps source maps for error tracking but does not point to them',
    (workspace) => {
      // hidden-source-map writes the .map files without the sourceMappingURL comment in the
      // bundles (and the servers refuse to serve *.map).
      expect(summaryOf(workspace, 'production').devtool).toBe('hidden-source-map');
    },
  );

  it('a development build keeps fast inline source maps', () => {
    expect(summaryOf('mfe-documents', 'development').devtool).toBe('eval-cheap-module-source-map');
  });
});
