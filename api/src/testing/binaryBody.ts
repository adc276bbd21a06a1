import type { Response, Test } from 'supertest';

/** supertest's parser for a download's bytes (by itself it parses only text and JSON). */
export function binaryParser(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Reads a download's body as bytes. */
export const binaryBody = (test: Test): Test => test.buffer(true).parse(binaryParser);
