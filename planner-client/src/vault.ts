import type { FileItem, UploadContext, WizardKind } from '@legacy-planner/contracts';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { uploadFile } from '@legacy-planner/contracts/endpoints/files';
import { wizardPdf } from '@legacy-planner/contracts/endpoints/wizards';
import { ApiError, endpointResultOf, type ApiClient } from '@legacy-planner/shared-ui';

// The file vault and the wizards' PDFs, as the remotes that share them call them: the
// Documents tab uploads and links to a wizard's PDF, the wizards upload and offer the PDF.

export interface VaultUpload {
  /** The client the page calls the API through: its headers go with the upload too. */
  api: ApiClient;
  file: File;
  /** The upload rules the API checks the file against (contracts' uploadRules). */
  context: UploadContext;
  /** The multipart text fields beside the file: category, documentId, tags, notes. */
  fields: Record<string, string>;
  /** Fraction sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * POST /api/files?context=… as multipart/form-data. XMLHttpRequest rather than the shared API
 * client (fetch): only XHR reports upload progress. The browser adds the Origin header the API
 * requires of a multipart POST; the client's headers name the plan the page was made for. Fails
 * with an ApiError carrying the API's code (file_type_refused, file_too_large, quota_exceeded…),
 * which the client's listener hears too, as it hears every call's.
 */
export function uploadToVault({
  api,
  file,
  context,
  fields,
  onProgress,
}: VaultUpload): Promise<FileItem> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The text fields first and the file last, as a browser's own form sends them.
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointAddress(uploadFile, { query: { context } }));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(api.headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300)
        resolve(endpointResultOf(uploadFile, xhr.responseText));
      else {
        const error = new ApiError(xhr.status, xhr.responseText, xhr.statusText);
        api.reportFailure(error);
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Please try again.'));
    xhr.send(form);
  });
}

/**
 * GET /api/wizards/{kind}/pdf answers the PDF as an attachment, so a plain link with
 * `download` saves it with the session cookie: no script has to hold the bytes.
 */
export const wizardPdfUrl = (kind: WizardKind) => endpointAddress(wizardPdf, { params: { kind } });
