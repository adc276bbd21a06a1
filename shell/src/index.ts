import { prefetchRemotesManifest } from './remotes/remoteLoader';

// Before the shell's own chunks load: the remotes manifest, the first link of the chain of
// requests that loads the first screen's remote.
prefetchRemotesManifest();

// Loaded asynchronously so that module federation negotiates shared modules before React runs.
import('./bootstrap');
