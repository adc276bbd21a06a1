import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

// Reads the QR code drawn in a PDF, for tests of the access card. pdfmake draws a QR code as
// a white square, then one small square per dark module, into the page's (deflated) content
// stream. This finds those squares, paints them into a bitmap and decodes that with jsQR, the
// way a phone's camera would read the printed card.

interface Square {
  x: number;
  y: number;
  size: number;
}

function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not deflated content (fonts are, too; they simply hold no squares).
    }
  }
  return streams;
}

function squares(stream: string): Square[] {
  const found: Square[] = [];
  for (const match of stream.matchAll(/^(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re$/gm)) {
    const [x, y, width, height] = match.slice(1).map(Number) as [number, number, number, number];
    if (width === height) found.push({ x, y, size: width });
  }
  return found;
}

/** The text of the first QR code in the PDF, or null when there is none that decodes. */
export function qrTextFromPdf(pdf: Buffer): string | null {
  for (const stream of contentStreams(pdf)) {
    const all = squares(stream);
    if (all.length < 2) continue;
    const [frame, ...modules] = all.sort((a, b) => b.size - a.size);
    const moduleSize = Math.min(...modules.map((square) => square.size));
    const count = Math.round(frame!.size / moduleSize);
    const scale = 4;
    const quiet = 4;
    const side = (count + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const square of modules.filter((candidate) => candidate.size === moduleSize)) {
      const column = Math.round((square.x - frame!.x) / moduleSize) + quiet;
      const row = Math.round((square.y - frame!.y) / moduleSize) + quiet;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const offset = ((row * scale + dy) * side + column * scale + dx) * 4;
          pixels.fill(0, offset, offset + 3);
        }
      }
    }
    const code = jsQR(pixels, side, side);
    if (code) return code.data;
  }
  return null;
}
