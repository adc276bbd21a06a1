import type { WizardKind } from '@legacy-planner/contracts';
import { deleteWizard as endpoint } from '@legacy-planner/contracts/endpoints/wizards';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * DELETE /api/wizards/{kind}: the record, its document card and its release settings (204);
 * the card's files stay in the vault. 404 when there is no saved record.
 */
export const deleteWizard = (api: ApiClient, kind: WizardKind) =>
  api.call(endpoint, { params: { kind } });
