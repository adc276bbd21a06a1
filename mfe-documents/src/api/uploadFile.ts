import type { DocumentCategory, FileItem } from '@legacy-planner/contracts';
import { uploadToVault } from '@legacy-planner/planner-client';
import type { ApiClient } from '@legacy-planner/shared-ui';

export interface UploadRequest {
  api: ApiClient;
  file: File;
  /** The document the file is attached to, or null to keep it on its own. */
  documentId: string | null;
  category: DocumentCategory;
  /** Words to find the file by, and a note about it (both may be empty). */
  tags: readonly string[];
  notes: string;
  /** Fraction sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/** POST /api/files?context=documents, with the upload form's category, tags and notes. */
export function uploadFile({
  api,
  file,
  documentId,
  category,
  tags,
  notes,
  onProgress,
}: UploadRequest): Promise<FileItem> {
  const fields: Record<string, string> = { category };
  if (documentId) fields.documentId = documentId;
  // The API reads tags as comma-separated text (contracts' parseTags).
  if (tags.length > 0) fields.tags = tags.join(', ');
  if (notes) fields.notes = notes;
  return uploadToVault({ api, file, context: 'documents', fields, onProgress });
}
