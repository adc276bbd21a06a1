// @ts-check
// The remotes of the platform, read from the one catalog (remote-catalog.json): federation
// name, workspace folder (also the path it is served under on the one-origin server), the port
// of its standalone dev server, and the /app tab it owns, if any. The lint boundaries, the
// jest projects, the build, the shell's tab list and the end-to-end tests read the catalog;
// deploy/remoteCatalog.test.ts checks the files that cannot read it (remotes.json, compose,
// the workspaces).
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ id: string, label: string, module: string }} RemoteTab
 * @typedef {{ name: string, workspace: string, devPort: number, tab?: RemoteTab }} Remote
 */

/** @type {{ shell: { devPort: number }, publicPages: { devPort: number }, remotes: Remote[] }} */
const catalog = JSON.parse(readFileSync(new URL('./remote-catalog.json', import.meta.url), 'utf8'));

export const remotes = catalog.remotes;

export const shellDevPort = catalog.shell.devPort;

/** The public pages' dev server, behind the shell's (which hands it their addresses). */
export const publicPagesDevPort = catalog.publicPages.devPort;

/** @param {string} name */
export function remoteNamed(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}
