import { deleteDocument as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * DELETE /api/documents/{id}: its files stay in the vault, with no document; a wizard's card
 * (wizardKind set) leaves the wizard's record unlinked and no longer shared.
 */
export const deleteDocument = (api: ApiClient, id: string) =>
  api.call(endpoint, { params: { id } });
