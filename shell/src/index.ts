import { prefetchRemotesManifest, preloadFirstScreen } from './remotes/remoteLoader';
import { firstScreenTab } from './layout/catalogTabs';

// Before the shell's own chunks load: the remotes manifest, the first link of the chain of
// requests that loads the first screen's remote.
prefetchRemotesManifest();

// On /app, the tab's page and its remote module download beside the shell's chunks rather than
// after them (the router would only ask for them once the shell has loaded and rendered).
const firstTab = firstScreenTab(window.location);
if (firstTab) {
  preloadFirstScreen(firstTab);
  import('./layout/AppPage').catch(() => undefined); // the router's lazy route loads it again
}

// Loaded asynchronously so that module federation negotiates shared modules before React runs.
import('./bootstrap');
