/** Remote federation name -> address of that remote's mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

// Checked by hand rather than with a yup schema: the shell's entry script reads the manifest
// before its other chunks load (index.ts), and yup would make that first script larger.
function checkedManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError('The remotes manifest must be an object of remote name -> address');
  }
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || entry === '') {
      throw new TypeError(`${name} needs the address of its mf-manifest.json`);
    }
    if (!entry.endsWith('mf-manifest.json')) {
      throw new TypeError(`${name} must point at an mf-manifest.json`);
    }
  }
  return value as RemotesManifest;
}

export async function parseRemotesManifest(value: unknown): Promise<RemotesManifest> {
  return checkedManifest(value);
}
