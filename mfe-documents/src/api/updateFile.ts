import type { FileItem, FilePatch } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/files/{id}: category, tags, notes or status (Verify sets `verified`). */
export const updateFile = (api: ApiClient, id: string, patch: FilePatch) =>
  api.request<FileItem>('PUT', `/api/files/${encodeURIComponent(id)}`, patch);
