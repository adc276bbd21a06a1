import '../yupLocale';
import { array, mixed, object, string } from 'yup';
import { documentCategories, type DocumentCategory } from '../planner/plannerEnums';

// An uploaded file's record (spec section 3, "Uploaded file item"): what the vault keeps about
// a file besides its encrypted bytes. The same rules serve the upload form, the edit form and
// the API.

export const fileStatuses = ['pending', 'verified', 'draft'] as const;
export type FileStatus = (typeof fileStatuses)[number];

/** What one person may keep in the vault, all files together. */
export const FILE_QUOTA_BYTES = 500 * 1024 * 1024;

export const FILE_LIMITS = { name: 255, tag: 40, tags: 20, notes: 2000 } as const;

/** The categories without a tab of their own: the All tab lists their documents. */
const untabbedCategories: readonly DocumentCategory[] = ['legal', 'medical', 'insurance'];

/** The document tabs' categories (spec section 3), in the order the tabs show them. */
export const documentTabCategories = documentCategories.filter(
  (category) => !untabbedCategories.includes(category),
);

const tag = string()
  .strict()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(FILE_LIMITS.tag, `Each tag must be at most ${FILE_LIMITS.tag} characters`);

export const fileFields = {
  category: mixed<DocumentCategory>().oneOf(
    [...documentCategories],
    `Category must be one of: ${documentCategories.join(', ')}`,
  ),
  tags: array(tag.required())
    .strict()
    .max(FILE_LIMITS.tags, `A file has at most ${FILE_LIMITS.tags} tags`),
  notes: string()
    .strict()
    .max(FILE_LIMITS.notes, `Notes must be at most ${FILE_LIMITS.notes} characters`),
  status: mixed<FileStatus>().oneOf([...fileStatuses], 'Status must be pending, verified or draft'),
};

/** The fields sent with an upload (as multipart fields; tags comma-separated). */
export const fileUploadSchema = object({
  category: fileFields.category.default('other'),
  tags: fileFields.tags.default([]),
  notes: fileFields.notes.default(''),
  documentId: string().strict().max(64).nullable().default(null),
}).noUnknown();

/** PUT /api/files/{id}: a file's bytes and name never change; these fields do. */
export const fileUpdateSchema = object(fileFields).noUnknown();
export type FilePatch = Partial<Pick<FileItem, 'category' | 'tags' | 'notes' | 'status'>>;

/** "a, b ,c" → ["a", "b", "c"]: how the upload form and the multipart field write tags. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A file as the API answers it. */
export interface FileItem {
  id: string;
  name: string;
  /** The media type the server recognised in the content (not what the browser claimed). */
  type: string;
  size: number;
  category: DocumentCategory;
  tags: string[];
  notes: string;
  uploadDate: string;
  status: FileStatus;
  /** The document the file belongs to, or null for a file kept on its own. */
  documentId: string | null;
}

/** The answer of GET /api/files/usage. */
export interface FileUsage {
  usedBytes: number;
  quotaBytes: number;
  maxFileBytes: number;
}
