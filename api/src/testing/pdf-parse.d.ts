// pdf-parse 1.x ships no types; only what the tests use is described.
declare module 'pdf-parse/lib/pdf-parse.js' {
  namespace pdfParse {
    /** A pdf.js page, as handed to `pagerender`. */
    interface PdfPage {
      getTextContent(options: {
        normalizeWhitespace: boolean;
        disableCombineTextItems: boolean;
      }): Promise<{ items: { str: string; transform: number[] }[] }>;
    }
  }
  function pdfParse(
    data: Buffer,
    options?: { pagerender?: (page: pdfParse.PdfPage) => Promise<string> },
  ): Promise<{ text: string; numpages: number }>;
  export = pdfParse;
}
