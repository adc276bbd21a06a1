import type { WishPatch } from '@legacy-planner/contracts';
import { updateWish as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/wishes/{id}: changes the fields given (a selection toggle sends isSelected alone). */
export const updateWish = (api: ApiClient, id: string, changes: WishPatch) =>
  api.call(endpoint, { params: { id }, body: changes });
