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
  } = options;
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: './src/index.ts',
      // Production: the .map files are written for error tracking, but the bundles carry no
      // sourceMappingURL comment and no server hands the maps out (serveFrontend and the nginx
      // configurations in deploy/ answer *.map with 404).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // Workspace packages are compiled from their TypeScript sources.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
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
          },
        ],
      },
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
        }),
        ...pages.map(
          (page) => new HtmlWebpackPlugin({ template: templatePath, title, publicPath, ...page }),
        ),
        ...(production ? precompression() : []),
        new ChunkReportPlugin({
          reportDir: path.join(packageDir, 'build-report'),
          buildName: name,
        }),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiDevTarget }],
      },
    };
  };
}
