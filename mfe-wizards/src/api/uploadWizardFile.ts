import type { DocumentCategory, FileItem, UploadContext } from '@legacy-planner/contracts';
import { ApiError } from '@legacy-planner/shared-ui';

export interface WizardUploadRequest {
  file: File;
  /** The wizard's upload rules, checked again by the API (extension and content). */
  context: UploadContext;
  category: DocumentCategory;
  /** The wizard's Document once it exists, so the file shows on its card; else null. */
  documentId: string | null;
  /** Fraction sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST /api/files?context=… as multipart/form-data. XMLHttpRequest rather than the shared API
 * client (fetch): only XHR reports upload progress. The browser adds the Origin header the API
 * requires of a multipart POST. Fails with an ApiError carrying the API's code
 * (file_type_refused, file_too_large, quota_exceeded…).
 */
export function uploadWizardFile({
  file,
  context,
  category,
  documentId,
  onProgress,
}: WizardUploadRequest): Promise<FileItem> {
  const form = new FormData();
  form.append('category', category);
  if (documentId) form.append('documentId', documentId);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/files?context=${context}`);
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
