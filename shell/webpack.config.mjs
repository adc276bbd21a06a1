import path from 'node:path';
import { createRequire } from 'node:module';
import CopyPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import { createFederatedConfig } from '@legacy-planner/build-config';
import { shellDevPort } from '@legacy-planner/build-config/remotes';

const require = createRequire(import.meta.url);
const prerenderDir = path.join(import.meta.dirname, 'build-report', 'prerender');

// The pages written to dist/. `/` and `/login` (the first pages a visitor sees) are
// pre-rendered, each into its own file; app.html starts empty and serves every other address
// (the router then shows the route). The servers pick login.html for /login and app.html for
// the rest (api/src/frontend/serveFrontend.ts, deploy/nginx/shell.conf).
const prerenderedPages = [
  { filename: 'index.html', address: '/' },
  { filename: 'login.html', address: '/login' },
];

/** Template parameters that add the page rendered by the prerender build to the defaults. */
function prerenderedAt(address) {
  return async (compilation, assets, assetTags, options) => {
    const { renderPage } = require(path.join(prerenderDir, 'renderPage.cjs'));
    return {
      compilation,
      webpackConfig: compilation.options,
      htmlWebpackPlugin: { tags: assetTags, files: assets, options },
      prerendered: await renderPage(address),
    };
  };
}

const configFor = (production) =>
  createFederatedConfig({
    packageDir: import.meta.dirname,
    name: 'shell',
    title: 'Legacy Planner',
    devPort: shellDevPort,
    publicPath: '/',
    pages: production
      ? [
          ...prerenderedPages.map(({ filename, address }) => ({
            filename,
            templateParameters: prerenderedAt(address),
          })),
          { filename: 'app.html' },
        ]
      : [{ filename: 'index.html' }],
  });

/**
 * Builds shell/src/prerender/renderPage.tsx for Node, before the browser build, which calls it
 * while writing its pages. Its output stays outside dist/: it is never deployed.
 */
function prerenderConfig(browserConfig) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context: import.meta.dirname,
    entry: './src/prerender/renderPage.tsx',
    output: {
      path: prerenderDir,
      filename: 'renderPage.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: browserConfig.resolve,
    module: browserConfig.module,
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // One file that Node requires; the lazy pages are bundled into it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // A pre-rendered page is what a first visit sees: no demo flag in session storage.
      new webpack.DefinePlugin({
        'window.sessionStorage': '({ getItem: () => null, setItem() {}, removeItem() {} })',
      }),
    ],
  };
}

export default (env, argv) => {
  const production = argv.mode !== 'development';
  const config = configFor(production)(env, argv);
  // The remotes manifest (remote name -> address of its mf-manifest.json) is read at run time,
  // so a deployment can point the shell at other remote addresses without rebuilding it.
  config.plugins.push(
    new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }),
  );
  if (!production) return config;
  return [prerenderConfig(config), { ...config, name: 'browser', dependencies: ['prerender'] }];
};
