// pdf-parse 1.x ships no types; only the function the tests call is described.
declare module 'pdf-parse/lib/pdf-parse.js' {
  function pdfParse(data: Buffer): Promise<{ text: string; numpages: number }>;
  export = pdfParse;
}
