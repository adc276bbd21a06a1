import path from 'node:path';
import { createRequire } from 'node:module';
import CopyPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import { createFederatedConfig, createPagesConfig } from '@legacy-planner/build-config';
import { shellDevPort } from '@legacy-planner/build-config/remotes';

const require = createRequire(import.meta.url);
const prerenderDir = path.join(import.meta.dirname, 'build-report', 'prerender');

// The shell is two builds writing into dist/:
// - the public pages, `/`, `/login` and `/signup` (shell/src/publicPages): the first pages a
//   visitor sees, so a light build of their own without module federation (no federation
//   runtime, router, react-query, Redux or notistack), each page pre-rendered into its own
//   file and hydrated by its entry's scripts (all named pages.*);
// - the app, app.html: the federated shell, which serves every other address (its router
//   then shows the route) and loads the remotes.
// The servers pick index.html for /, login.html for /login, signup.html for /signup and
// app.html for the rest (api/src/frontend/serveFrontend.ts, deploy/nginx/shell.conf); going from
// one build's pages to the other's is a full page load.
const publicPages = [
  { filename: 'index.html', address: '/', entry: 'landing' },
  { filename: 'login.html', address: '/login', entry: 'signIn' },
  { filename: 'signup.html', address: '/signup', entry: 'signIn' },
];
const publicFilePrefix = 'pages.';

/** Files of dist/ that the public pages' build writes (the app's build leaves them alone). */
const isPublicPagesFile = (file) =>
  file.startsWith(publicFilePrefix) ||
  publicPages.some(({ filename }) => file === filename || file.startsWith(`${filename}.`));

/** Template parameters that add what the prerender build renders to the defaults. */
function withPrerendered(render) {
  return async (compilation, assets, assetTags, options) => ({
    compilation,
    webpackConfig: compilation.options,
    htmlWebpackPlugin: { tags: assetTags, files: assets, options },
    ...(await render(require(path.join(prerenderDir, 'prerender.cjs')))),
  });
}

/** The public page of this address, rendered into its file. */
const prerenderedAt = (address) =>
  withPrerendered(async ({ renderPage }) => ({ prerendered: await renderPage(address) }));

/** app.html: the first screen of /app in demo mode, shown by its own inline script. */
const withDemoFirstScreen = () =>
  withPrerendered(({ renderDemoFirstScreen }) => ({ demoFirstScreen: renderDemoFirstScreen() }));

const publicPagesConfig = (production) =>
  createPagesConfig({
    packageDir: import.meta.dirname,
    name: 'public-pages',
    title: 'Legacy Planner',
    entries: {
      landing: './src/publicPages/entries/landing.ts',
      signIn: './src/publicPages/entries/signIn.ts',
    },
    filePrefix: publicFilePrefix,
    pages: publicPages.map(({ filename, address, entry }) => ({
      filename,
      entry,
      // The development server does not pre-render: the page renders in the browser.
      ...(production ? { templateParameters: prerenderedAt(address) } : {}),
    })),
    // What the pages use of the design kit (theme, API client) and of the contracts (the
    // sign-in schemas), without the rest. contracts' yupLocale sets yup's messages on import.
    sideEffectFree: [
      { test: /[\\/]shared-ui[\\/]src[\\/]/ },
      { test: /[\\/]contracts[\\/]src[\\/]/, exclude: /yupLocale\.ts$/ },
    ],
  });

const appConfig = (production) =>
  createFederatedConfig({
    packageDir: import.meta.dirname,
    name: 'shell',
    title: 'Legacy Planner',
    devPort: shellDevPort,
    publicPath: '/',
    // The development server does not pre-render.
    pages: [
      {
        filename: 'app.html',
        ...(production ? { templateParameters: withDemoFirstScreen() } : {}),
      },
    ],
    keepInDist: isPublicPagesFile,
    // app.html's inline script (src/prerender/appStartScript.ts) starts the scripts.
    startAfterFirstPaint: production,
  });

/**
 * Builds shell/src/prerender for Node, before the public pages' and the app's builds, which call
 * it while writing their pages. Its output stays outside dist/: it is never deployed.
 */
function prerenderConfig(pagesConfig) {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context: import.meta.dirname,
    entry: './src/prerender/index.ts',
    output: {
      path: prerenderDir,
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: pagesConfig.resolve,
    module: pagesConfig.module,
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      // One file that Node requires; the lazy pages are bundled into it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // No federation runtime at build time: the remote module a first screen shows is bundled
      // from its source (src/prerender/PrerenderedRemoteArea.tsx).
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]remotes[\\/]RemoteArea$/,
        path.join(import.meta.dirname, 'src/prerender/PrerenderedRemoteArea.tsx'),
      ),
    ],
  };
}

export default (env, argv) => {
  const production = argv.mode !== 'development';
  const app = { ...appConfig(production)(env, argv), name: 'app' };
  // The remotes manifest (remote name -> address of its mf-manifest.json) is read at run time,
  // so a deployment can point the shell at other remote addresses without rebuilding it.
  app.plugins.push(
    new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }),
  );
  const pages = publicPagesConfig(production)(env, argv);
  if (!production) {
    // The development server answers each address with its page, as the servers do.
    app.devServer.historyApiFallback = {
      index: '/app.html',
      rewrites: publicPages.map(({ filename, address }) => ({
        from: new RegExp(`^${address}$`),
        to: `/${filename}`,
      })),
    };
    return [app, pages];
  }
  return [
    prerenderConfig(pages),
    { ...app, dependencies: ['prerender'] },
    { ...pages, dependencies: ['prerender'] },
  ];
};
