import type { Readable } from 'node:stream';
import type busboy from 'busboy';
import type { Context } from 'koa';
import {
  FILE_LIMITS,
  fileKindByName,
  MAX_UPLOAD_BYTES,
  tooLargeMessage,
  uploadRules,
  type FileKind,
  type UploadContext,
} from '@legacy-planner/contracts';
import { BlobTooLargeError, type BlobStore } from '../../storage/blobs/blobStore';
import { HttpError } from '../../http/errors';
import { CONTENT_HEAD_BYTES, contentIs } from './fileContent';
import { loadOnce } from '../../loadOnce';

// Loaded at the first upload, not at the API's start (issue 30's cold restart).
const loadBusboy = loadOnce(() => import('busboy').then((module) => module.default));

/** Room for the multipart boundaries, part headers and text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_FIELDS = 8;

export interface ReceivedUpload {
  blob: { id: string; size: number };
  name: string;
  kind: FileKind;
  /** The text fields, as sent. */
  fields: Record<string, string>;
}

/**
 * Refusals that come while the body may still be arriving: the browser would otherwise keep
 * sending (or show a reset); `Connection: close` ends the exchange once the answer is sent.
 */
function refuseMidUpload(ctx: Context, error: HttpError): HttpError {
  ctx.set('Connection', 'close');
  return error;
}

const tooLarge = (ctx: Context, name: string) =>
  refuseMidUpload(ctx, new HttpError(413, 'file_too_large', tooLargeMessage(name)));

/**
 * Reads a multipart upload as it streams in: one part named `fileField`, whose name must have
 * an extension of `context` and whose first bytes must match it, and a few text fields. The
 * bytes go straight to the blob store, encrypted; never more than MAX_UPLOAD_BYTES is read or
 * kept, whatever Content-Length said (or if it said nothing). On any refusal nothing is kept.
 */
export async function receiveUpload(
  ctx: Context,
  { blobs, context, fileField }: { blobs: BlobStore; context: UploadContext; fileField: string },
): Promise<ReceivedUpload> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge(ctx, 'The file');

  const parse = await loadBusboy();
  // A client gone while busboy loaded (at the first upload) closed the request before the
  // 'close' listener below was there to see it: busboy would wait for the rest for ever.
  if (ctx.req.destroyed) throw new HttpError(400, 'upload_aborted', 'The upload was interrupted.');
  let parser: busboy.Busboy;
  try {
    parser = parse({
      headers: ctx.req.headers,
      // Browsers send a file's name as its UTF-8 bytes inside filename="…"; busboy would read
      // them as latin1 (Müller.pdf → MÃ¼ller.pdf) unless told otherwise.
      defParamCharset: 'utf8',
      limits: {
        files: 1,
        // One byte more than allowed: busboy says "limit" only for a file over the limit.
        fileSize: MAX_UPLOAD_BYTES + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
  } catch {
    throw new HttpError(400, 'validation_failed', 'Send the file as multipart/form-data.');
  }

  const fields: Record<string, string> = {};
  let fileStream: Readable | null = null;
  let stored: Promise<ReceivedUpload> | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        reject(new HttpError(400, 'validation_failed', `The field ${name} is too long.`));
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || stored) {
        stream.resume();
        reject(
          new HttpError(400, 'validation_failed', `Send one file, in the field ${fileField}.`),
        );
        return;
      }
      fileStream = stream;
      // Its errors reach storeFile through iteration; one raised after it ended goes nowhere.
      stream.on('error', () => undefined);
      stored = storeFile(ctx, blobs, context, stream, info.filename ?? '');
      // A refused file ends the whole upload at once, without reading the rest of the body.
      stored.catch(reject);
    });
    parser.on('filesLimit', () =>
      reject(new HttpError(400, 'validation_failed', 'Send one file at a time.')),
    );
    parser.on('fieldsLimit', () =>
      reject(new HttpError(400, 'validation_failed', 'The upload has too many fields.')),
    );
    parser.on('partsLimit', () =>
      reject(new HttpError(400, 'validation_failed', 'The upload has too many parts.')),
    );
    parser.on('error', () =>
      reject(new HttpError(400, 'validation_failed', 'The upload was cut off or is not valid.')),
    );
    parser.on('close', resolve);
    // A client that goes away mid-upload: the file's writing fails, and nothing is kept.
    ctx.req.once('close', () => {
      // Not `complete`: a request whose socket is destroyed after its last byte arrived (Node
      // refusing what a client sent past Content-Length) never ends, and busboy would wait.
      if (ctx.req.readableEnded) return;
      const gone = new HttpError(400, 'upload_aborted', 'The upload was interrupted.');
      fileStream?.destroy(gone);
      reject(gone);
    });
  });
  ctx.req.pipe(parser);

  try {
    await finished;
  } catch (error) {
    ctx.req.unpipe(parser);
    // A file being written fails (busboy leaves its stream open when the form breaks off), and
    // one already stored is removed: the upload as a whole was refused.
    const open = fileStream as Readable | null;
    if (open && !open.readableEnded) open.destroy(error as Error);
    const partial = stored as Promise<ReceivedUpload> | null;
    if (partial)
      await partial.then(
        (upload) => blobs.delete(upload.blob.id),
        () => undefined,
      );
    ctx.set('Connection', 'close');
    throw error;
  }
  if (!stored) {
    throw new HttpError(400, 'validation_failed', `Send the file in the field ${fileField}.`);
  }
  const upload = await (stored as Promise<ReceivedUpload>);
  return { ...upload, fields };
}

async function storeFile(
  ctx: Context,
  blobs: BlobStore,
  context: UploadContext,
  stream: Readable,
  fileName: string,
): Promise<ReceivedUpload> {
  // Composed, so a name picked on macOS (often decomposed) matches the same name typed elsewhere.
  const name = fileName.normalize('NFC').trim();
  if (!name || name.length > FILE_LIMITS.name) {
    stream.resume();
    throw refuseMidUpload(
      ctx,
      new HttpError(
        400,
        'validation_failed',
        `A file name has 1 to ${FILE_LIMITS.name} characters.`,
      ),
    );
  }
  const kind = fileKindByName(name, context);
  if (!kind) {
    stream.resume();
    throw refuseMidUpload(
      ctx,
      new HttpError(415, 'file_type_refused', uploadRules[context].rejection.message),
    );
  }
  // busboy stops at the limit and says so; the stream then fails instead of ending short.
  stream.once('limit', () => stream.destroy(new BlobTooLargeError(MAX_UPLOAD_BYTES)));

  async function* checkedBytes() {
    // The first bytes are held back until they show the content is what the name claims.
    const head: Buffer[] = [];
    let headBytes = 0;
    let checked = false;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (checked) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= CONTENT_HEAD_BYTES) {
        checkContent(Buffer.concat(head));
        checked = true;
        yield* head;
      }
    }
    if (!checked) {
      checkContent(Buffer.concat(head));
      yield* head;
    }
  }
  function checkContent(head: Buffer) {
    if (!contentIs(kind!, head)) {
      throw refuseMidUpload(
        ctx,
        new HttpError(415, 'file_type_refused', uploadRules[context].rejection.message),
      );
    }
  }

  try {
    const blob = await blobs.put(checkedBytes(), MAX_UPLOAD_BYTES);
    return { blob, name, kind, fields: {} };
  } catch (error) {
    stream.resume();
    if (error instanceof BlobTooLargeError) throw tooLarge(ctx, name);
    throw error;
  }
}
