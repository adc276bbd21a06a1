// @ts-check
// The seven remotes of the platform: federation name, workspace folder, the path they are
// served under on the one-origin server, and the port their standalone dev server uses.
export const remotes = [
  { name: 'mfe_dashboard', workspace: 'mfe-dashboard', devPort: 3101 },
  { name: 'mfe_documents', workspace: 'mfe-documents', devPort: 3102 },
  { name: 'mfe_wishes', workspace: 'mfe-wishes', devPort: 3103 },
  { name: 'mfe_contacts', workspace: 'mfe-contacts', devPort: 3104 },
  { name: 'mfe_privacy', workspace: 'mfe-privacy', devPort: 3105 },
  { name: 'mfe_wizards', workspace: 'mfe-wizards', devPort: 3106 },
  { name: 'mfe_admin', workspace: 'mfe-admin', devPort: 3107 },
];

export const shellDevPort = 3100;

/** @param {string} name */
export function remoteNamed(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}
