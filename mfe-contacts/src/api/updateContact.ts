import type { ContactPatch } from '@legacy-planner/contracts';
import { updateContact as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/contacts/{id}: changes the fields given. */
export const updateContact = (api: ApiClient, id: string, changes: ContactPatch) =>
  api.call(endpoint, { params: { id }, body: changes });
