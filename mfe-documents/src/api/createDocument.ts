import type { DocumentInput, PlanDocument } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/documents. */
export const createDocument = (api: ApiClient, document: DocumentInput) =>
  api.request<PlanDocument>('POST', '/api/documents', document);
