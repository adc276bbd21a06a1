import {
  COLLECTION_CAP,
  MAX_UPLOAD_BYTES,
  fileUploadSchema,
  parseTags,
  type HelperChangeKind,
} from '@legacy-planner/contracts';
import * as files from '@legacy-planner/contracts/endpoints/files';
import type { StoredFile } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import { givenFields } from '../../routing/givenFields';
import { MULTIPART_OVERHEAD_BYTES, receiveUpload } from './receiveUpload';
import { quotaExceeded } from '../../routing/domainErrors';
import { mediaTypeOf } from './fileContent';
import type { FeatureDependencies } from '../dependencies';
import { planChanges, type PlanChange } from '../planner/planChange';

// The file vault: uploads streamed into encrypted blobs, their records, and downloads. Every
// route works on the files of the plan the session chose (`caller.owner`: the signed-in user's
// own, or one they help with, issue 28); another plan's file answers 404.

const tag = 'files';
const notFound = 'No file with this id.';
const idParam = { id: "The file's id" };
const ownData = {
  none: 'the plan’s own records, bounded by the per-user cap and quota',
} as const;
const uploadLimit = perAddress('upload', 120, 15 * 60_000, 'Too many uploads from this address.');

export function fileRoutes(
  deps: Pick<FeatureDependencies, 'store' | 'clock' | 'sealer' | 'blobs' | 'config'>,
): AnyRoute[] {
  const { store, blobs, config } = deps;
  const quotaBytes = config.fileQuotaBytes;
  const changePlan = planChanges(deps);
  const loadFile = ({
    caller,
    params,
  }: {
    caller: { owner: { id: string } };
    params: Record<string, string>;
  }) => store.files.get(caller.owner.id, params.id!);
  /** What the owner's log says a helper did to a file. */
  const changed = (kind: HelperChangeKind, file: StoredFile): PlanChange => ({
    kind,
    subject: { type: 'file', id: file.id },
    what: `the file ${file.name}`,
    ...(kind === 'created' ? { verb: 'uploaded' } : {}),
  });

  /** The upload's text fields, checked by the shared schema (tags are comma-separated). */
  async function uploadFields(userId: string, fields: Record<string, string>) {
    const raw: Record<string, unknown> = { ...fields };
    if (fields.tags !== undefined) raw.tags = parseTags(fields.tags);
    if (fields.documentId === '') raw.documentId = null;
    const valid = await validateBody(fileUploadSchema, raw);
    if (valid.documentId && !(await store.documents.get(userId, valid.documentId))) {
      throw new HttpError(404, 'not_found', 'No document with this id.');
    }
    return valid;
  }

  return [
    route({
      endpoint: files.uploadFile,
      tag,
      summary:
        'Upload a file (multipart field `file`; ?context= documents, pdfOnly, digitalAssets or finalWishes)',
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: [uploadLimit],
      errors: {
        409: `The plan already keeps ${COLLECTION_CAP} files`,
        413: 'The file is over 10 MB, or over the plan’s space',
        415: 'The file’s name or content is not a type this context accepts',
      },
      async action({ ctx, caller, query: { context } }) {
        const userId = caller.owner.id;
        // Refused before reading a byte when the declared size cannot fit.
        const used = await store.files.usedBytes(userId);
        const declared = Number(ctx.get('Content-Length') || 0);
        if (used + Math.max(0, declared - MULTIPART_OVERHEAD_BYTES) > quotaBytes) {
          ctx.set('Connection', 'close');
          throw quotaExceeded(used, quotaBytes);
        }
        const upload = await receiveUpload(ctx, { blobs, context, fileField: 'file' });
        try {
          const fields = await uploadFields(userId, upload.fields);
          return await changePlan(
            caller,
            (tx, author) =>
              tx.files.create(
                userId,
                {
                  blobId: upload.blob.id,
                  name: upload.name,
                  type: mediaTypeOf(upload.kind),
                  size: upload.blob.size,
                  ...fields,
                },
                quotaBytes,
                author,
              ),
            (file) => changed('created', file),
          );
        } catch (error) {
          // Nothing of a refused upload is kept.
          await blobs.delete(upload.blob.id);
          throw error;
        }
      },
    }),
    route({
      endpoint: files.listFiles,
      tag,
      summary: "List the plan's files, newest first (?documentId= for one document's)",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      action: ({ caller, page, query: { documentId } }) =>
        store.files.list(caller.owner.id, page, documentId ? { documentId } : {}),
    }),
    route({
      endpoint: files.getFileUsage,
      tag,
      summary: 'How much of the plan’s space its files take',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      action: async ({ caller }) => ({
        usedBytes: await store.files.usedBytes(caller.owner.id),
        quotaBytes,
        maxFileBytes: MAX_UPLOAD_BYTES,
      }),
    }),
    route({
      endpoint: files.getFile,
      tag,
      summary: "Read one file's record",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      params: idParam,
      load: loadFile,
      notFound,
      action: ({ loaded }) => loaded,
    }),
    route({
      endpoint: files.fileContent,
      tag,
      summary: "Download a file's bytes, decrypted, as an attachment",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      params: idParam,
      load: loadFile,
      notFound,
      async action({ loaded }) {
        const bytes = await blobs.get(loaded.blobId);
        if (!bytes) throw new HttpError(404, 'not_found', notFound);
        return { bytes, type: loaded.type, name: loaded.name };
      },
    }),
    route({
      endpoint: files.updateFile,
      tag,
      summary: "Change a file's category, tags, notes or status",
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: idParam,
      async action({ caller, params, body }) {
        const patch = givenFields(body, 'file');
        const updated = await changePlan(
          caller,
          (tx, author) => tx.files.update(caller.owner.id, params.id!, patch, author),
          (file) => file && changed('updated', file),
        );
        if (!updated) throw new HttpError(404, 'not_found', notFound);
        return updated;
      },
    }),
    route({
      endpoint: files.deleteFile,
      tag,
      summary: 'Delete a file, its bytes too',
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: idParam,
      async action({ caller, params }) {
        const removed = await changePlan(
          caller,
          (tx, author) => tx.files.remove(caller.owner.id, params.id!, author),
          (file) => file && changed('deleted', file),
        );
        if (!removed) throw new HttpError(404, 'not_found', notFound);
        // After the record: a crash between the two leaves a blob that the start-up sweep removes.
        await blobs.delete(removed.blobId);
      },
    }),
  ];
}
