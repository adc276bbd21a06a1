import path from 'node:path';

/**
 * A download's name in printable ASCII, for the plain `filename` of Content-Disposition that
 * clients without RFC 5987 read: accents dropped (Müller → Muller), any other character that
 * is not ASCII (or a quote or backslash) becomes "_", and a name left without a letter or
 * digit becomes "file" with its extension.
 */
export function asciiFileName(name: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .replace(/_+/g, '_');
  const extension = ascii(path.extname(name));
  const stem = ascii(name.slice(0, name.length - path.extname(name).length)).trim();
  return `${/[A-Za-z0-9]/.test(stem) ? stem : 'file'}${extension}`;
}
