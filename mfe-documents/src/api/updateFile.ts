import type { FilePatch } from '@legacy-planner/contracts';
import { updateFile as endpoint } from '@legacy-planner/contracts/endpoints/files';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/files/{id}: category, tags, notes or status (Verify sets `verified`). */
export const updateFile = (api: ApiClient, id: string, patch: FilePatch) =>
  api.call(endpoint, { params: { id }, body: patch });
