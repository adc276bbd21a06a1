// The text of a PDF, for tests that check what a generated PDF says. pdf-parse 1.x is plain
// CommonJS (it bundles its own pdf.js), so it runs under jest without VM modules. Its index
// file reads a sample PDF when loaded without a parent module: the library file is loaded
// directly instead.
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parsed = await pdfParse(bytes);
  return { text: parsed.text, pages: parsed.numpages };
}
