import type { ApiClient } from '@legacy-planner/shared-ui';
import type { Wish, WishPatch } from '@legacy-planner/contracts';

/** PUT /api/wishes/{id}: changes the fields given (a selection toggle sends isSelected alone). */
export const updateWish = (api: ApiClient, id: string, changes: WishPatch) =>
  api.request<Wish>('PUT', `/api/wishes/${encodeURIComponent(id)}`, changes);
