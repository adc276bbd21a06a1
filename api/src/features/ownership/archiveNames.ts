import path from 'node:path';

// The export's paths are made from what users typed (document titles, file names): each part
// is made safe on every system the archive may be unpacked on, and two files never share one.

const MAX_PART_LENGTH = 100;
// Most file systems (ext4, APFS) allow 255 bytes in one name: 100 Chinese characters are 300.
const MAX_PART_BYTES = 255;
// Made at the first export: the first Intl object a process makes loads ICU's data, about 20 ms
// that every start of the API would pay otherwise.
let graphemes: Intl.Segmenter | undefined;
// Characters Windows refuses in names, path separators and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** One part of a path: no separators or control characters, no leading dots, not empty. */
export function safePathPart(name: string, fallback = 'untitled'): string {
  let safe = name.normalize('NFC').replace(UNSAFE, '_').trim();
  // A leading dot hides a file, and "." or ".." would climb out of the folder.
  safe = safe.replace(/^\.+/, '').replace(/[. ]+$/, '');
  if (safe.length > MAX_PART_LENGTH || Buffer.byteLength(safe) > MAX_PART_BYTES) {
    const extension = shortened(path.extname(safe), 12, 48);
    safe =
      shortened(
        safe,
        MAX_PART_LENGTH - extension.length,
        MAX_PART_BYTES - Buffer.byteLength(extension),
      ).trimEnd() + extension;
  }
  if (!safe) return fallback;
  return RESERVED.test(safe) ? `_${safe}` : safe;
}

/**
 * The start of `text` within `length` UTF-16 units and `bytes` UTF-8 bytes, cut between two
 * characters as a reader sees them: never inside an emoji, a surrogate pair or an accent.
 */
function shortened(text: string, length: number, bytes: number): string {
  let kept = '';
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const longer = kept + segment;
    if (longer.length > length || Buffer.byteLength(longer) > bytes) break;
    kept = longer;
  }
  return kept;
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
