import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type RemotesManifest } from './remotesManifest';

// Remotes are found at run time: the shell fetches its remotes manifest once and registers
// every remote it names, so a remote is redeployed without rebuilding the shell.
const MANIFEST_URL = '/remotes.json';

let manifestPromise: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-cache' });
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
export async function forgetFailedRemote(remote: string): Promise<void> {
  const manifest = await remotesManifest();
  const entry = manifest[remote];
  if (entry) {
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], {
      force: true,
    });
  }
}

export async function loadRemoteComponent(
  remote: string,
  exposedModule: string,
): Promise<{ default: ComponentType }> {
  const manifest = await remotesManifest();
  if (!manifest[remote]) throw new Error(`The remotes manifest does not name ${remote}`);
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${exposedModule}`);
  if (!loaded?.default) throw new Error(`${remote}/${exposedModule} has no default export`);
  return loaded;
}
