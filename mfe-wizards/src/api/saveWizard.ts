import type {
  WizardDataByKind,
  WizardKind,
  WizardRecord,
  WizardStatus,
} from '@legacy-planner/contracts';
import { saveWizard as endpoint } from '@legacy-planner/contracts/endpoints/wizards';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * PUT /api/wizards/{kind}. A draft may be incomplete; `completed` is refused (400
 * validation_failed) without the wizard's gating, and also sets its Document to completed.
 */
export const saveWizard = <K extends WizardKind>(
  api: ApiClient,
  kind: K,
  status: WizardStatus,
  data: WizardDataByKind[K],
) =>
  // The record answered is of the kind saved.
  api.call(endpoint, { params: { kind }, body: { status, data } }) as Promise<WizardRecord<K>>;
