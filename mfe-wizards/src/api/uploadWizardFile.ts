import type { DocumentCategory, FileItem, UploadContext } from '@legacy-planner/contracts';
import { uploadToVault } from '@legacy-planner/planner-client';
import type { ApiClient } from '@legacy-planner/shared-ui';

export interface WizardUploadRequest {
  api: ApiClient;
  file: File;
  /** The wizard's upload rules, checked again by the API (extension and content). */
  context: UploadContext;
  category: DocumentCategory;
  /** The wizard's Document once it exists, so the file shows on its card; else null. */
  documentId: string | null;
  /** Fraction sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/** POST /api/files?context=…, with the wizard's upload rules, category and document. */
export function uploadWizardFile({
  api,
  file,
  context,
  category,
  documentId,
  onProgress,
}: WizardUploadRequest): Promise<FileItem> {
  const fields: Record<string, string> = { category };
  if (documentId) fields.documentId = documentId;
  return uploadToVault({ api, file, context, fields, onProgress });
}
