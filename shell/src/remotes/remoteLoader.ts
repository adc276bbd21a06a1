import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type RemotesManifest } from './remotesManifest';

// Remotes are found at run time: the shell fetches its remotes manifest once and registers
// every remote it names, so a remote is redeployed without rebuilding the shell.
const MANIFEST_URL = '/remotes.json';

let manifestPromise: Promise<RemotesManifest> | null = null;

/** Hands out the runtime core that every remote's remoteEntry.js uses (see the file). */
const provideRuntimeCore = () => import('./federationRuntimeCore.cjs');

async function fetchManifest(): Promise<RemotesManifest> {
  // No remote loads before the manifest is read, so none runs before its runtime core is there.
  const [response] = await Promise.all([
    fetch(MANIFEST_URL, { cache: 'no-cache' }),
    provideRuntimeCore(),
  ]);
  if (!response.ok) throw new Error(`The remotes manifest answered ${response.status}`);
  const manifest = await parseRemotesManifest(await response.json());
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.href).href,
    })),
  );
  return manifest;
}

function remotesManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetchManifest().catch((error: unknown) => {
    manifestPromise = null; // let the next attempt fetch it again
    throw error;
  });
  return manifestPromise;
}

/**
 * Forgets a remote that failed to load, so that the next attempt downloads its manifest and
 * entry again instead of answering from the module federation runtime's cache.
 */
async function forgetFailedRemote(remote: string): Promise<void> {
  const manifest = await remotesManifest();
  const entry = manifest[remote];
  if (entry) {
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], {
      force: true,
    });
  }
}

/** An exposed module of a remote, e.g. { remote: 'mfe_documents', module: 'DocumentsTab' }. */
export interface RemoteModule {
  remote: string;
  module: string;
}

type RemoteComponentModule = { default: ComponentType };

// One load per exposed module for the page's life, shared by a background preload and the
// visit that follows it. A failed load is forgotten, here and by the federation runtime, so
// that the next attempt (a visit after a failed preload, or Retry) downloads it again.
const componentLoads = new Map<string, Promise<RemoteComponentModule>>();

async function loadFromRuntime(remote: string, exposedModule: string) {
  const manifest = await remotesManifest();
  if (!manifest[remote]) throw new Error(`The remotes manifest does not name ${remote}`);
  const loaded = await loadRemote<RemoteComponentModule>(`${remote}/${exposedModule}`);
  if (!loaded?.default) throw new Error(`${remote}/${exposedModule} has no default export`);
  return loaded;
}

// The components of the loads that have completed, to render without suspending, and who
// wants to know when one more has.
const loadedComponents = new Map<string, ComponentType>();
const loadedListeners = new Set<() => void>();

export function loadRemoteComponent(
  remote: string,
  exposedModule: string,
): Promise<RemoteComponentModule> {
  const key = `${remote}/${exposedModule}`;
  let load = componentLoads.get(key);
  if (!load) {
    load = loadFromRuntime(remote, exposedModule).then(
      (loaded) => {
        loadedComponents.set(key, loaded.default);
        loadedListeners.forEach((listener) => listener());
        return loaded;
      },
      async (error: unknown) => {
        componentLoads.delete(key);
        await forgetFailedRemote(remote).catch(() => undefined);
        throw error;
      },
    );
    componentLoads.set(key, load);
  }
  return load;
}

/** The component of a module whose load has completed, if it has. */
export function loadedRemoteComponent(remote: string, exposedModule: string) {
  return loadedComponents.get(`${remote}/${exposedModule}`);
}

/**
 * Calls the listener each time a module's load completes; answers the unsubscribe. (A loaded
 * module stays loaded, so their number is a snapshot that changes exactly then.)
 */
export function subscribeToLoadedComponents(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

export const loadedComponentCount = (): number => loadedComponents.size;

/**
 * Starts reading the remotes manifest now (the shell's entry calls it before its own chunks
 * load), so that the first remote's chain of requests does not begin with it after them.
 * A failure is forgotten here and reported by the visit, which asks again.
 */
export function prefetchRemotesManifest(): void {
  remotesManifest().catch(() => undefined);
}

/** Downloads a remote module's scripts (its remote's mf-manifest.json, remoteEntry.js and the
 * module's own chunks) without running the module: its chunks are only preloaded, and its shared
 * modules are not touched. A failure is left to the visit, which reports it with a Retry. */
function preloadModuleFiles(module: RemoteModule): void {
  remotesManifest()
    .then((manifest) => {
      if (!manifest[module.remote]) return undefined;
      return preloadRemote([
        {
          nameOrAlias: module.remote,
          exposes: [module.module],
          resourceCategory: 'sync',
          share: false,
          depsRemote: false,
        },
      ]);
    })
    .catch(() => undefined);
}

/**
 * Starts downloading the scripts of a remote module that the first screen will show, as soon as
 * the remotes manifest has arrived: called by the shell's entry script, so that they download
 * beside the shell's own chunks instead of after the shell has loaded and rendered its layout.
 * The shell's copies of the shared modules are registered first, and the visit that follows
 * loads the module as usual.
 */
export function preloadFirstScreen(module: RemoteModule | null): void {
  if (module) preloadModuleFiles(module);
}

// When the other tabs' modules run. Running a tab's module (its remote's components and their
// styles) takes 30-70 ms per remote on a fast machine and several times that on a slow phone:
// started as soon as the dashboard shows, those tasks competed with the first screen for the
// CPU while it was still starting (Lighthouse mobile: about 0.3-0.6 s of its blocking time).
// They now run at the first sign that the person is about to use the page (a pointer moving or
// pressed, a key, a scroll: on a phone the first touch may well be a scroll), or else a few
// seconds after the page has loaded. Their files download at that moment too: downloaded as
// soon as the dashboard showed, their requests (and the runtime's work of preloading them)
// still competed with its start-up. A tab opened before then downloads its own module, as on a
// page without this preparation.
const RUN_AFTER_LOAD_MS = 3000;
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

// One wait for the page: each tab shown asks again, and finds it settled.
let startUp: Promise<void> | undefined;

/** Resolves at the first sign of use, or RUN_AFTER_LOAD_MS after the load event. */
function startUpSettled(): Promise<void> {
  startUp ??= new Promise((resolve) => {
    const settle = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, settle, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, settle, { capture: true, passive: true });
    }
    const afterLoad = () => setTimeout(settle, RUN_AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return startUp;
}

/** Resolves when the browser is next idle (Safari has no requestIdleCallback). */
const nextIdlePeriod = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });

/**
 * Prepares these modules in the background so that opening one later renders at once instead
 * of waiting for its remote (measured: 320-440 ms for a first tab click without it): once
 * start-up has settled (above), their files download and each module runs in an idle period of
 * its own. A failure is left to the visit, which reports it with a Retry.
 */
export function preloadRemoteComponents(modules: readonly RemoteModule[]): void {
  void startUpSettled().then(async () => {
    // Those not loaded meanwhile (a tab opened before start-up settled loads its own).
    const pending = modules.filter(
      ({ remote, module }) => !componentLoads.has(`${remote}/${module}`),
    );
    pending.forEach(preloadModuleFiles);
    for (const { remote, module } of pending) {
      await nextIdlePeriod();
      await loadRemoteComponent(remote, module).catch(() => undefined);
    }
  });
}
