import type { DocumentPatch, PlanDocument } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/documents/{id}. */
export const updateDocument = (api: ApiClient, id: string, patch: DocumentPatch) =>
  api.request<PlanDocument>('PUT', `/api/documents/${encodeURIComponent(id)}`, patch);
