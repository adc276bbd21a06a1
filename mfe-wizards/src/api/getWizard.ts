import { queryOptions } from '@tanstack/react-query';
import type { WizardKind, WizardRecord } from '@legacy-planner/contracts';
import { getWizard } from '@legacy-planner/contracts/endpoints/wizards';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { wizardRecordQueryKey } from '@legacy-planner/planner-client';

/** The key of one wizard's record; a save writes its answer here, so reopening shows it. */
export const wizardQueryKey = wizardRecordQueryKey;

/** GET /api/wizards/{kind}: the saved record, or the empty one for a wizard never saved. */
export const wizardQuery = <K extends WizardKind>(api: ApiClient, kind: K) =>
  queryOptions({
    queryKey: wizardQueryKey(kind),
    // The record answered is of the kind asked for.
    queryFn: async () => (await api.call(getWizard, { params: { kind } })) as WizardRecord<K>,
  });
