import { deleteContact as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/contacts/{id}. */
export const deleteContact = (api: ApiClient, id: string) => api.call(endpoint, { params: { id } });
