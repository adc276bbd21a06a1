import { deleteWish as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/wishes/{id}. */
export const deleteWish = (api: ApiClient, id: string) => api.call(endpoint, { params: { id } });
