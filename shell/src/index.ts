import { prefetchRemotesManifest, preloadFirstScreen } from './remotes/remoteLoader';
import { firstScreenTab } from './layout/catalogTabs';

// Before the shell's own chunks load: the remotes manifest, the first link of the chain of
// requests that loads the first screen's remote.
prefetchRemotesManifest();

// On /app, the tab's remote module downloads beside the shell's chunks rather than after them
// (the shell would only ask for it once it has loaded and rendered).
preloadFirstScreen(firstScreenTab(window.location));

// Loaded asynchronously so that module federation negotiates shared modules before React runs.
import('./bootstrap');
