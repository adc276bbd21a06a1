import { deleteFile as endpoint } from '@legacy-planner/contracts/endpoints/files';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/files/{id}: the record and its bytes. */
export const deleteFile = (api: ApiClient, id: string) => api.call(endpoint, { params: { id } });
