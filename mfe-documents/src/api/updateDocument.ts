import type { DocumentPatch } from '@legacy-planner/contracts';
import { updateDocument as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/documents/{id}. */
export const updateDocument = (api: ApiClient, id: string, patch: DocumentPatch) =>
  api.call(endpoint, { params: { id }, body: patch });
