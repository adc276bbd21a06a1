import type { DocumentInput } from '@legacy-planner/contracts';
import { createDocument as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/documents. */
export const createDocument = (api: ApiClient, document: DocumentInput) =>
  api.call(endpoint, { body: document });
