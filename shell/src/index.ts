import { prefetchRemotesManifest, preloadFirstScreen } from './remotes/remoteLoader';
import { firstScreenTab } from './layout/catalogTabs';
import { isDemoModeOn } from '@legacy-planner/shared-ui/navigation';
import { nextTask } from '@legacy-planner/planner-client/nextTask';

// In a task after this script's, which starts module federation's runtime (evaluated with it,
// this work made one task of ~155 ms on a phone-speed CPU, Lighthouse mobile's 4x), but before
// the shell's own chunks load: the remotes manifest, the first link of the chain of requests that
// loads the first screen's remote.
//
// On /app, the tab's remote module downloads beside the shell's chunks rather than after them
// (the shell would only ask for it once it has loaded and rendered).
// Only in demo mode for now: a signed-out visitor of /app is sent on to /login, and preloads
// still under way as that page replaces this one made Chromium's teardown hang in the e2e
// tests (e2e/routes.spec.ts, about one run in three).
const firstRequestsStarted = nextTask().then(() => {
  prefetchRemotesManifest();
  if (isDemoModeOn()) preloadFirstScreen(firstScreenTab(window.location));
});

// Loaded asynchronously so that module federation negotiates shared modules before React runs;
// in a task after this one, which evaluates the federation runtime: together they made one
// task of 300-400 ms on a phone-speed CPU. (Its chunks already download, preloaded by app.html.)
// The preloads above only save time: should they fail (storage refused, say), the app starts.
void firstRequestsStarted
  .catch(() => undefined)
  .then(nextTask)
  .then(() => import('./bootstrap'));
