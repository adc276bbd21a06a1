import { wizardKinds, type WizardRecord } from '@legacy-planner/contracts';
import { wizardStatuses } from '@legacy-planner/contracts/wizards';
import { serializer } from '../../routing/serializer';

export const wizardRecordSerializer = serializer<WizardRecord>('WizardRecord', {
  kind: { type: 'string', enum: [...wizardKinds] },
  status: { type: 'string', enum: [...wizardStatuses] },
  data: {
    type: 'object',
    description: "The record, in the shape of its kind's schema (contracts/src/wizards)",
  },
  documentId: {
    type: ['string', 'null'],
    description: 'The Document this wizard keeps up to date',
  },
  updatedAt: { type: ['string', 'null'], format: 'date-time', description: 'Null until saved' },
});
