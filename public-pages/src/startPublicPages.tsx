// The public pages, `/`, `/login` and `/signup`: what a visitor sees first, so they are built
// to start fast, apart from the app. A build of their own (public-pages/webpack.config.mjs)
// without module federation, the app's router, react-query, Redux or notistack: React, the MUI components the pages use and the sign-in forms. Each page is
// pre-rendered at build time (index.html, login.html, signup.html), then hydrated here.
// Entering the app (signed in, the demo account, demo mode, "Open My Plan") loads app.html,
// the federated shell, and the app hands these addresses back with a full page load too
// (shared-ui's pageLoad). Neither imports the other: what both use is in shared-ui.
//
// This module is all that runs when a page's scripts arrive. The rest of their code is
// already downloaded with them (`webpackMode: "eager"`: no other request) but only runs once
// the pre-rendered page has painted, in a few tasks rather than one long one.
import type { ComponentType } from 'react';
import { isPublicAddress, type PublicAddress } from '@legacy-planner/shared-ui/navigation';
import { nextTask } from '@legacy-planner/planner-client/nextTask';
import { afterFirstPaint } from './afterFirstPaint';

type BundledPages = Partial<Record<PublicAddress, ComponentType>>;

/** Hydrates the page of this address; `loadBundled` answers the pages its script carries. */
export async function startPublicPages(loadBundled: () => Promise<BundledPages>): Promise<void> {
  const { pathname, search } = window.location;
  if (!isPublicAddress(pathname)) throw new Error(`${pathname} is not a public page`);
  await afterFirstPaint();
  // React; the design kit's theme (and so MUI's core and emotion); the frame of the pages;
  // the page.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["theme"] */ '@legacy-planner/shared-ui');
  await nextTask();
  const { hydratePublicPage } = await import(/* webpackMode: "eager" */ './hydratePublicPage');
  await nextTask();
  const bundled = await loadBundled();
  await nextTask();
  await hydratePublicPage(bundled[pathname], { pathname, search, state: null });
}
