import { fileKinds, type FileKind } from '@legacy-planner/contracts';

/**
 * How much of the start of a file is read to tell what it really is. Office files are ZIP
 * archives whose first entries name the application's folder (word/, xl/) within the first few
 * kilobytes; every other kind has its signature in the first bytes.
 */
export const CONTENT_HEAD_BYTES = 64 * 1024;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const ZIP_LOCAL_HEADER = 0x04034b50;

/** The names of the ZIP entries whose local headers lie within `head`. */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  let offset = head.indexOf(Buffer.from('PK\x03\x04', 'latin1'));
  while (offset >= 0 && offset + 30 <= head.length) {
    if (head.readUInt32LE(offset) === ZIP_LOCAL_HEADER) {
      const nameLength = head.readUInt16LE(offset + 26);
      names.push(
        head.toString('utf8', offset + 30, Math.min(head.length, offset + 30 + nameLength)),
      );
    }
    // Entries may not state their size up front (streamed archives): look for the next
    // signature rather than skipping by a size.
    offset = head.indexOf(Buffer.from('PK\x03\x04', 'latin1'), offset + 4);
  }
  return names;
}

function officeKind(head: Buffer): 'docx' | 'xlsx' | null {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  for (const name of zipEntryNames(head)) {
    if (name.startsWith('word/')) return 'docx';
    if (name.startsWith('xl/')) return 'xlsx';
  }
  return null;
}

/** UTF-8 text (a byte-order mark allowed) without NUL bytes: what CSV and TXT files are. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: a character cut at the end of the head is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** ISO base media files (MP4, QuickTime) name their brand in a 'ftyp' box at offset 4. */
function mediaBrand(head: Buffer): string | null {
  return startsWith(head, ascii('ftyp'), 4) ? head.toString('latin1', 8, 12) : null;
}

const contentChecks: Record<FileKind, (head: Buffer) => boolean> = {
  // Readers accept the header anywhere in the first kilobyte.
  pdf: (head) => head.subarray(0, 1024).includes('%PDF-'),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  docx: (head) => officeKind(head) === 'docx',
  xlsx: (head) => officeKind(head) === 'xlsx',
  csv: isText,
  txt: isText,
  mp4: (head) => {
    const brand = mediaBrand(head);
    return brand !== null && brand !== 'qt  ';
  },
  mov: (head) =>
    mediaBrand(head) === 'qt  ' ||
    ['moov', 'mdat', 'wide', 'free'].some((atom) => startsWith(head, ascii(atom), 4)),
};

/**
 * Whether the start of a file is what its name claims: a renamed executable or an archive
 * named like a document is refused, whatever its extension.
 */
export function contentIs(kind: FileKind, head: Buffer): boolean {
  return head.length > 0 && contentChecks[kind](head);
}

/** The type a file of this kind is stored and sent with (never the type the client claimed). */
export const mediaTypeOf = (kind: FileKind): string => fileKinds[kind].mediaType;
