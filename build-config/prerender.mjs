// @ts-check
// The build-time render of a package's first screens (the shell's app.html, the public pages):
// a Node build of its src/prerender, run before the page build, which calls it while writing
// each page. Its output stays outside dist/: it is never deployed.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/** @param {string} packageDir */
const prerenderDir = (packageDir) => path.join(packageDir, 'build-report', 'prerender');

/**
 * The Node build of `packageDir`/src/prerender, compiled as the page build compiles (its
 * resolve and module rules), into one file.
 * @param {object} options
 * @param {string} options.packageDir absolute folder of the package being built
 * @param {Pick<webpack.Configuration, 'resolve' | 'module'>} options.pageBuild the page build
 * @param {webpack.WebpackPluginInstance[]} [options.plugins] what else this render needs
 * @returns {webpack.Configuration}
 */
export function createPrerenderConfig({ packageDir, pageBuild, plugins = [] }) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context: packageDir,
    entry: './src/prerender/index.ts',
    output: {
      path: prerenderDir(packageDir),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: pageBuild.resolve,
    module: pageBuild.module,
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // One file that Node requires; the lazy pages are bundled into it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
  };
}

/**
 * A page's template parameters: html-webpack-plugin's own, and what `render` makes with the
 * prerender build's exports.
 * @param {string} packageDir absolute folder of the package being built
 * @param {(prerender: any) => Record<string, unknown> | Promise<Record<string, unknown>>} render
 */
export function withPrerendered(packageDir, render) {
  return async (
    /** @type {any} */ compilation,
    /** @type {any} */ assets,
    /** @type {any} */ assetTags,
    /** @type {any} */ options,
  ) => ({
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags: assetTags, files: assets, options },
    ...(await render(require(path.join(prerenderDir(packageDir), 'prerender.cjs')))),
  });
}
