import type { WizardData, WizardRecord } from '../wizards/wizardSchemas';
import { wizardKinds } from '../wizards/wizardDocuments';
import { wizardSaveSchema, wizardStatuses } from '../wizards/wizardSave';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The six document wizards: one record per wizard per user, saved as a draft or completed,
// deleted, and printed as a PDF.

// The record's data is what the kind's schema (contracts/src/wizards) let through when it was
// saved, field by field; its fields are those of that schema.
const wizardDataShape: shape.Shape<WizardData> = {
  type: 'object',
  description: "The record, in the shape of its kind's schema (contracts/src/wizards)",
};

export const wizardRecordShape = shape.describes<WizardRecord>()(
  shape.object(
    {
      kind: shape.oneOf(wizardKinds),
      status: shape.oneOf(wizardStatuses),
      data: wizardDataShape,
      documentId: shape.nullable(
        shape.string({ description: 'The Document this wizard keeps up to date' }),
      ),
      updatedAt: shape.nullable(shape.timestamp({ description: 'Null until saved' })),
    },
    { title: 'WizardRecord' },
  ),
);

export const getWizard = {
  method: 'GET',
  path: '/wizards/:kind',
  response: { json: wizardRecordShape },
} as const satisfies Endpoint;
export const saveWizard = {
  method: 'PUT',
  path: '/wizards/:kind',
  body: wizardSaveSchema,
  response: { json: wizardRecordShape },
} as const satisfies Endpoint;
export const deleteWizard = {
  method: 'DELETE',
  path: '/wizards/:kind',
  response: { empty: true },
} as const satisfies Endpoint;
export const wizardPdf = {
  method: 'GET',
  path: '/wizards/:kind/pdf',
  response: { download: true },
} as const satisfies Endpoint;
