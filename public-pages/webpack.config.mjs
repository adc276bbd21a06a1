import { createPagesConfig } from '@legacy-planner/build-config';
import { createPrerenderConfig, withPrerendered } from '@legacy-planner/build-config/prerender';
import { publicPagesDevPort } from '@legacy-planner/build-config/remotes';

// The public pages, `/`, `/login` and `/signup`: the first pages a visitor sees, so a light
// build without module federation (no federation runtime, router, react-query, Redux or
// notistack), each page pre-rendered into its own file and hydrated by its entry's scripts (all
// named pages.*). The servers serve these files beside the shell's (index.html for /,
// login.html for /login, signup.html for /signup; app.html, the shell's, for the rest:
// api/src/frontend/serveFrontend.ts, deploy/nginx/shell.conf); going from these pages to the
// app is a full page load.
const publicPages = [
  { filename: 'index.html', address: '/', entry: 'landing' },
  { filename: 'login.html', address: '/login', entry: 'signIn' },
  { filename: 'signup.html', address: '/signup', entry: 'signIn' },
];

/** Template parameters that add the page of this address, rendered by the prerender build. */
const prerenderedAt = (address) =>
  withPrerendered(import.meta.dirname, async ({ renderPage }) => ({
    prerendered: await renderPage(address),
  }));

const pagesConfig = (production) =>
  createPagesConfig({
    packageDir: import.meta.dirname,
    name: 'public-pages',
    title: 'Legacy Planner',
    entries: {
      landing: './src/entries/landing.ts',
      signIn: './src/entries/signIn.ts',
    },
    filePrefix: 'pages.',
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

/** Builds src/prerender for Node, before the pages' build, which calls it for each page. */
const prerenderConfig = (pages) =>
  createPrerenderConfig({ packageDir: import.meta.dirname, pageBuild: pages });

export default (env, argv) => {
  const production = argv.mode !== 'development';
  const pages = pagesConfig(production)(env, argv);
  if (!production) {
    // Behind the shell's dev server, which hands it these pages' addresses and scripts (the
    // browser stays on the shell's port); it answers each address with its page.
    pages.devServer = {
      port: publicPagesDevPort,
      historyApiFallback: {
        rewrites: publicPages.map(({ filename, address }) => ({
          from: new RegExp(`^${address}$`),
          to: `/${filename}`,
        })),
      },
      client: { webSocketURL: `ws://localhost:${publicPagesDevPort}/ws` },
    };
    return pages;
  }
  return [prerenderConfig(pages), { ...pages, dependencies: ['prerender'] }];
};
