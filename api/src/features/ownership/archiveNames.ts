import path from 'node:path';

// The export's paths are made from what users typed (document titles, file names): each part
// is made safe on every system the archive may be unpacked on, and two files never share one.

const MAX_PART_LENGTH = 100;
// Characters Windows refuses in names, path separators and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** One part of a path: no separators or control characters, no leading dots, not empty. */
export function safePathPart(name: string, fallback = 'untitled'): string {
  let safe = name.normalize('NFC').replace(UNSAFE, '_').trim();
  // A leading dot hides a file, and "." or ".." would climb out of the folder.
  safe = safe.replace(/^\.+/, '').replace(/[. ]+$/, '');
  if (safe.length > MAX_PART_LENGTH) {
    const extension = path.extname(safe).slice(0, 12);
    safe = safe.slice(0, MAX_PART_LENGTH - extension.length).trimEnd() + extension;
  }
  if (!safe) return fallback;
  return RESERVED.test(safe) ? `_${safe}` : safe;
}

/**
 * Hands out paths, each unique whatever the case (archives are unpacked on case-insensitive
 * systems too): a second "will.pdf" in a folder becomes "will (2).pdf".
 */
export function uniquePaths() {
  const taken = new Set<string>();
  return (folder: string, name: string): string => {
    const extension = path.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    for (let n = 1; ; n++) {
      const candidate = `${folder}/${n === 1 ? name : `${stem} (${n})${extension}`}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}
