import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import webpack from 'webpack';
import { createFederatedConfig } from '@legacy-planner/build-config';
import { createPrerenderConfig, withPrerendered } from '@legacy-planner/build-config/prerender';
import { publicPagesDevPort, shellDevPort } from '@legacy-planner/build-config/remotes';

// The app, app.html: the federated shell, which serves every address but the public pages'
// (public-pages, a build of its own: `/`, `/login`, `/signup`), its router then showing the
// route, and loads the remotes. The servers pick app.html for every address that is not a
// file of either build (api/src/frontend/serveFrontend.ts, deploy/nginx/shell.conf); going
// from the public pages to the app is a full page load.

/** app.html: the first screen of /app in demo mode, shown by its own inline script. */
const withDemoFirstScreen = () =>
  withPrerendered(import.meta.dirname, ({ renderDemoFirstScreen }) => ({
    demoFirstScreen: renderDemoFirstScreen(),
  }));

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
    // app.html's inline script (src/prerender/appStartScript.ts) starts the scripts.
    startAfterFirstPaint: production,
  });

/** Builds shell/src/prerender for Node, before the app's build, which calls it for app.html. */
const prerenderConfig = (appBuild) =>
  createPrerenderConfig({
    packageDir: import.meta.dirname,
    pageBuild: appBuild,
    plugins: [
      // No federation runtime at build time: the remote module a first screen shows is bundled
      // from its source (src/prerender/PrerenderedRemoteArea.tsx).
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]remotes[\\/]RemoteArea$/,
        path.join(import.meta.dirname, 'src/prerender/PrerenderedRemoteArea.tsx'),
      ),
    ],
  });

export default (env, argv) => {
  const production = argv.mode !== 'development';
  const app = { ...appConfig(production)(env, argv), name: 'app' };
  // The remotes manifest (remote name -> address of its mf-manifest.json) is read at run time,
  // so a deployment can point the shell at other remote addresses without rebuilding it.
  app.plugins.push(
    new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }),
  );
  if (!production) {
    // The development server answers every address with the app, as the servers answer every
    // address that is not a public page; those, and their scripts, come from the public pages'
    // dev server (`npm run dev -w public-pages`).
    app.devServer.historyApiFallback = { index: '/app.html' };
    app.devServer.proxy = [
      {
        context: (pathname) =>
          ['/', '/login', '/signup'].includes(pathname) || pathname.startsWith('/pages.'),
        target: `http://127.0.0.1:${publicPagesDevPort}`,
      },
      ...app.devServer.proxy,
    ];
    return app;
  }
  return [prerenderConfig(app), { ...app, dependencies: ['prerender'] }];
};
