import { mixed, object, string } from 'yup';
import {
  FILE_LIMITS,
  fileStatuses,
  fileUpdateSchema,
  fileUploadSchema,
  type FileItem,
  type FileUsage,
} from '../files/fileSchemas';
import { uploadContexts, type UploadContext } from '../files/uploadRules';
import { documentCategories } from '../planner/plannerEnums';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The file vault: uploads, their records, the space they take and their bytes. The blob's id,
// the owner and the ordering columns stay on the server.

export const fileShape = shape.describes<FileItem>()(
  shape.object(
    {
      id: shape.string(),
      name: shape.string({ description: `At most ${FILE_LIMITS.name} characters` }),
      type: shape.string({ description: 'The media type recognised in the content' }),
      size: shape.integer(),
      category: shape.oneOf(documentCategories),
      tags: shape.array(shape.string()),
      notes: shape.string(),
      uploadDate: shape.timestamp(),
      status: shape.oneOf(fileStatuses),
      documentId: shape.nullable(
        shape.string({ description: 'The document the file belongs to; null for its own' }),
      ),
    },
    { title: 'File' },
  ),
);

export const fileUsageShape = shape.describes<FileUsage>()(
  shape.object(
    { usedBytes: shape.integer(), quotaBytes: shape.integer(), maxFileBytes: shape.integer() },
    { title: 'FileUsage' },
  ),
);

/** ?documentId= lists one document's files only. */
export const fileListQuerySchema = object({
  documentId: string().strict().typeError('documentId must be given once'),
});

/** ?context= names the upload rules the file is checked against (uploadRules). */
export const fileUploadQuerySchema = object({
  context: mixed<UploadContext>()
    .oneOf([...uploadContexts], `context must be one of: ${uploadContexts.join(', ')}`)
    .default('documents'),
});

export const listFiles = {
  method: 'GET',
  path: '/files',
  query: fileListQuerySchema,
  response: { page: fileShape },
} as const satisfies Endpoint;
/** Multipart: the text fields of fileUploadSchema (tags comma-separated), the file last. */
export const uploadFile = {
  method: 'POST',
  path: '/files',
  query: fileUploadQuerySchema,
  body: fileUploadSchema,
  upload: { file: 'file' },
  response: { json: fileShape, status: 201 },
} as const satisfies Endpoint;
export const getFileUsage = {
  method: 'GET',
  path: '/files/usage',
  response: { json: fileUsageShape },
} as const satisfies Endpoint;
export const getFile = {
  method: 'GET',
  path: '/files/:id',
  response: { json: fileShape },
} as const satisfies Endpoint;
export const fileContent = {
  method: 'GET',
  path: '/files/:id/content',
  response: { download: true },
} as const satisfies Endpoint;
export const updateFile = {
  method: 'PUT',
  path: '/files/:id',
  body: fileUpdateSchema,
  response: { json: fileShape },
} as const satisfies Endpoint;
export const deleteFile = {
  method: 'DELETE',
  path: '/files/:id',
  response: { empty: true },
} as const satisfies Endpoint;
