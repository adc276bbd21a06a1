// The text of a PDF, for tests that check what a generated PDF says. pdf-parse 1.x is plain
// CommonJS (it bundles its own pdf.js), so it runs under jest without VM modules. Its index
// file reads a sample PDF when loaded without a parent module: the library file is loaded
// directly instead.
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/** A page's text as pdf-parse joins it by default: a line break wherever the line changes. */
async function pageText(page: pdfParse.PdfPage): Promise<string> {
  const { items } = await page.getTextContent({
    normalizeWhitespace: false,
    disableCombineTextItems: false,
  });
  let text = '';
  let lastY: number | undefined;
  for (const item of items) {
    const y = item.transform[5];
    text += lastY === undefined || lastY === y ? item.str : `\n${item.str}`;
    lastY = y;
  }
  return text;
}

/** The whole text, the number of pages and each page's text (to check what shares a page). */
export async function pdfText(
  bytes: Buffer,
): Promise<{ text: string; pages: number; pageTexts: string[] }> {
  const pageTexts: string[] = [];
  // pdf-parse renders the pages one after another, in order.
  const parsed = await pdfParse(bytes, {
    pagerender: async (page) => {
      const text = await pageText(page);
      pageTexts.push(text);
      return text;
    },
  });
  return { text: parsed.text, pages: parsed.numpages, pageTexts };
}
