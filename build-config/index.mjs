// @ts-check
// The webpack configuration of every front-end build: the shell (host) and the seven remotes.
// A package's webpack.config.mjs only names itself and what it exposes.
import path from 'node:path';
import { createRequire } from 'node:module';
import { constants as zlib } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedModules } from './shared.mjs';
import { ChunkReportPlugin } from './chunk-report-plugin.mjs';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks-plugin.mjs';

const require = createRequire(import.meta.url);
const templatePath = path.join(import.meta.dirname, 'index.html');
const apiDevTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:8080';

// Every text file is compressed once here, at the highest levels (too slow to do per request),
// and written beside the original as .br and .gz; the servers hand those out as they are
// (api/src/frontend/serveFrontend.ts, gzip_static in deploy/nginx). A file that does not shrink
// by a fifth gets no compressed copy (the plugin's default minRatio).
const COMPRESSIBLE = /\.(js|json|html|css|svg)$/;
const precompression = () => [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
  }),
];

// Production: the .map files are written for error tracking, but the bundles carry no
// sourceMappingURL comment and no server hands the maps out (serveFrontend and the nginx
// configurations in deploy/ answer *.map with 404).
/** @param {boolean} production */
const devtoolFor = (production) =>
  production ? 'hidden-source-map' : 'eval-cheap-module-source-map';

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  // Workspace packages are compiled from their TypeScript sources.
  conditionNames: ['source', '...'],
};

/** @param {boolean} production */
const typescriptRule = (production) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  },
});

const minimizer = [new TerserPlugin({ minify: TerserPlugin.swcMinify })];

// Module federation's runtime core is not repeated in every remoteEntry.js: remotes use the one
// the page hands out (experiments.externalRuntime; measured: 17 KB brotli less per
// remoteEntry.js, and less script to run on every remote's first load). The shell hands out a
// copy from a chunk of its own (shell/src/remotes/federationRuntimeCore.cjs), before it loads any
// remote; a remote's standalone page loads its own copy first, from this file beside its scripts.
const RUNTIME_CORE_FILE = 'federation-runtime-core.js';
const runtimeCoreProvider = path.join(import.meta.dirname, 'federation-runtime-core.mjs');

/**
 * @param {object} options
 * @param {string} options.packageDir absolute folder of the package being built
 * @param {string} options.name federation name (a JavaScript identifier, e.g. mfe_documents)
 * @param {string} options.title page title of the standalone page
 * @param {number} options.devPort port of `npm run dev`
 * @param {Record<string, string>} [options.exposes] modules a remote exposes to the shell
 * @param {string} [options.publicPath] '/' for the shell; remotes use 'auto' (wherever deployed)
 * @param {Array<{ filename: string, templateParameters?: HtmlWebpackPlugin.Options['templateParameters'] }>} [options.pages]
 *   the HTML pages written from the template (default: index.html alone); a page's template
 *   parameters may give `prerendered: { html, styles }`, markup for #root and <head>
 * @param {boolean} [options.startAfterFirstPaint] the shell's page starts its scripts itself,
 *   after its first paint (preload-startup-chunks-plugin.mjs): only a page whose inline script
 *   does so (the shell's pre-rendered app.html)
 */
export function createFederatedConfig(options) {
  const {
    packageDir,
    name,
    title,
    devPort,
    exposes,
    publicPath = 'auto',
    pages = [{ filename: 'index.html' }],
    startAfterFirstPaint = false,
  } = options;
  const isRemote = Boolean(exposes);
  /** @param {string} file */
  const kept = (file) => isRemote && file.startsWith(RUNTIME_CORE_FILE);
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const federated = {
      name,
      // A remote's standalone page needs the runtime core that its build leaves out.
      ...(isRemote ? { dependencies: [`${name}-runtime-core`] } : {}),
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: './src/index.ts',
      devtool: devtoolFor(production),
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: isRemote ? { keep: kept } : true,
      },
      resolve,
      module: { rules: [typescriptRule(production)] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          shared: sharedModules,
          // One offline remote must not stop the page from starting.
          shareStrategy: 'loaded-first',
          manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          // The shell hands the runtime core out itself (shell/src/remotes/federationRuntimeCore.cjs):
          // provideExternalRuntime would keep all of it in the shell's entry script.
          ...(isRemote ? { experiments: { externalRuntime: true } } : {}),
        }),
        ...pages.map(
          (page) => new HtmlWebpackPlugin({ template: templatePath, title, publicPath, ...page }),
        ),
        ...(isRemote
          ? [new RuntimeCoreFirstPlugin()]
          : [new PreloadStartupChunksPlugin({ startAfterFirstPaint })]),
        ...(production ? precompression() : []),
        new ChunkReportPlugin({
          reportDir: path.join(packageDir, 'build-report'),
          buildName: name,
        }),
      ],
      optimization: { minimizer },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Every /api address in any case (api/src/http/apiPath.ts), and no other: /api-docs is a page.
        proxy: [{ context: (pathname) => /^\/api(\/|$)/i.test(pathname), target: apiDevTarget }],
      },
    };
    if (!isRemote) return federated;
    return [federated, runtimeCoreConfig({ packageDir, name, production })];
  };
}

/** Puts the runtime core's script before the others in a remote's standalone page. */
class RuntimeCoreFirstPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('RuntimeCoreFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'RuntimeCoreFirstPlugin',
        (data) => {
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `${data.publicPath === 'auto' ? '' : data.publicPath}${RUNTIME_CORE_FILE}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * The runtime core that a remote's standalone page loads before the remote's own scripts (see
 * RUNTIME_CORE_FILE): a build of its own, since the remote's build treats the runtime core as
 * provided by the page. Only the standalone page asks for it; inside the shell it is unused.
 * @param {{ packageDir: string, name: string, production: boolean }} options
 */
function runtimeCoreConfig({ packageDir, name, production }) {
  return {
    name: `${name}-runtime-core`,
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry: runtimeCoreProvider,
    devtool: devtoolFor(production),
    output: {
      path: path.join(packageDir, 'dist'),
      filename: RUNTIME_CORE_FILE,
      uniqueName: `${name}_runtime_core`,
      clean: false,
    },
    resolve,
    plugins: [
      ...(production ? precompression() : []),
      new ChunkReportPlugin({
        reportDir: path.join(packageDir, 'build-report'),
        buildName: `${name}-runtime-core`,
        fileName: 'chunks.runtime-core.json',
      }),
    ],
    optimization: { minimizer },
    performance: { hints: false },
  };
}

/**
 * A build without module federation, for pages that must start fast and need nothing of the
 * platform at run time (public-pages): entries of its own, each page loading the entry it names.
 * Its files are served beside the shell's, so they start with `filePrefix` (besides its pages).
 * @param {object} options
 * @param {string} options.packageDir absolute folder of the package being built
 * @param {string} options.name name of the build (webpack's, its chunk report's, its runtime's)
 * @param {string} options.title page title until a page sets its own
 * @param {Record<string, string>} options.entries entry name -> module
 * @param {string} options.filePrefix start of the name of every script it writes
 * @param {Array<{ filename: string, entry: string, templateParameters?: HtmlWebpackPlugin.Options['templateParameters'] }>} options.pages
 *   the HTML pages written from the template, each with the entry it loads
 * @param {Array<{ test: RegExp, exclude?: RegExp }>} [options.sideEffectFree] modules of workspace
 *   packages that may be left out when nothing of theirs is used (packages in node_modules say
 *   so in their package.json; workspace packages are shared whole by the federated builds)
 */
export function createPagesConfig(options) {
  const { packageDir, name, title, entries, filePrefix, pages, sideEffectFree = [] } = options;
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: entries,
      devtool: devtoolFor(production),
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath: '/',
        uniqueName: name,
        filename: `${filePrefix}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
        chunkFilename: `${filePrefix}${production ? '[name].[contenthash:8].js' : '[name].js'}`,
        clean: true,
      },
      resolve,
      module: {
        rules: [
          typescriptRule(production),
          ...sideEffectFree.map((modules) => ({ ...modules, sideEffects: false })),
        ],
      },
      plugins: [
        ...pages.map(
          ({ entry, ...page }) =>
            new HtmlWebpackPlugin({
              template: templatePath,
              title,
              publicPath: '/',
              chunks: [entry],
              ...page,
            }),
        ),
        ...(production ? precompression() : []),
        new ChunkReportPlugin({
          reportDir: path.join(packageDir, 'build-report'),
          buildName: name,
          fileName: `chunks.${name}.json`,
        }),
      ],
      // The pages share their common code (React, MUI...) in chunks of their own, which the
      // browser keeps from one page to the next.
      optimization: { minimizer, splitChunks: { chunks: 'all' } },
      performance: { hints: false },
    };
  };
}
