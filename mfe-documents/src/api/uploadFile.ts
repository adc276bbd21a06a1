import type { DocumentCategory, FileItem } from '@legacy-planner/contracts';
import { ApiError } from '@legacy-planner/shared-ui';

export interface UploadRequest {
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

/**
 * POST /api/files?context=documents as multipart/form-data. XMLHttpRequest rather than the
 * shared API client (fetch): only XHR reports upload progress, which the per-file bar shows.
 * The browser adds the Origin header the API requires of a multipart POST. Fails with an
 * ApiError carrying the API's code (file_too_large, quota_exceeded, file_type_refused…).
 */
export function uploadFile({
  file,
  documentId,
  category,
  tags,
  notes,
  onProgress,
}: UploadRequest): Promise<FileItem> {
  const form = new FormData();
  form.append('category', category);
  if (documentId) form.append('documentId', documentId);
  // The API reads tags as comma-separated text (contracts' parseTags).
  if (tags.length > 0) form.append('tags', tags.join(', '));
  if (notes) form.append('notes', notes);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files?context=documents');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as FileItem);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Please try again.'));
    xhr.send(form);
  });
}
