import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

/**
 * Answers smaller than this go out as they are: compressing them saves a few bytes and costs
 * more than the rest of a small request (when every answer passed through koa-compress, that
 * middleware alone was about 15 % of `GET /api/auth/user`).
 */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Quality 4 keeps most of brotli's gain for a small part of the default (11) quality's time.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** br when the client accepts it, else gzip when it accepts that, else none. */
function encodingFor(ctx: Context): 'br' | 'gzip' | null {
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

/**
 * Sends `value` as JSON, compressed from COMPRESS_FROM_BYTES on. It is sent as a string or a
 * buffer, so Koa sets Content-Length without stringifying it again; compression runs in
 * libuv's thread pool, off the event loop.
 */
export async function sendJson(ctx: Context, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  ctx.type = 'application/json; charset=utf-8';
  if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES) {
    ctx.body = json;
    return;
  }
  ctx.vary('Accept-Encoding');
  const encoding = encodingFor(ctx);
  if (encoding === null) {
    ctx.body = json;
    return;
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = encoding === 'br' ? await brotli(json, BROTLI_OPTIONS) : await gzipped(json);
}
