import {
  wizardDocuments,
  wizardKinds,
  type WizardData,
  type WizardKind,
} from '@legacy-planner/contracts';
import { completedSchemas, wizardDataSchemas } from '@legacy-planner/contracts/wizards';
import * as wizards from '@legacy-planner/contracts/endpoints/wizards';
import type { Schema } from 'yup';
import type { StoragePort } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import { HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import { wizardRecords } from './wizardRecords';
import { printableWizard } from './pdf/printableWizards';
import { renderPdf } from './pdf/renderPdf';

// The six document wizards, saved on the server (decisions §1): one record per wizard per
// user, read back into the form, saved as a draft while typing or completed with the spec's
// gating, and printed as a PDF. Owner only: nobody else reads a will in progress.

const tag = 'wizards';
const ownData = { none: "the caller's own record, one per wizard" } as const;
const kindParam = { kind: `One of: ${wizardKinds.join(', ')}` };

// A PDF costs tens of milliseconds of CPU: bounded per address like uploads.
const pdfLimit = perAddress('wizard-pdf', 120, 15 * 60_000, 'Too many PDFs from this address.');

function kindOf(params: Record<string, string>): WizardKind {
  const kind = params.kind as WizardKind;
  if (!wizardKinds.includes(kind)) throw new HttpError(404, 'not_found', 'No such wizard.');
  return kind;
}

export function wizardRoutes(store: StoragePort, sealer: JsonSealer): AnyRoute[] {
  const records = wizardRecords(store, sealer);
  return [
    route({
      endpoint: wizards.getWizard,
      tag,
      summary: "Read the signed-in user's record of a wizard (the empty record if never saved)",
      policy: 'owner',
      rateLimit: ownData,
      params: kindParam,
      action: ({ caller, params }) => records.read(caller.user.id, kindOf(params)),
    }),
    route({
      endpoint: wizards.saveWizard,
      tag,
      summary:
        'Save a wizard record as a draft (may be incomplete) or completed (signature gating); updates its Document in the same transaction',
      policy: 'owner',
      rateLimit: ownData,
      params: kindParam,
      errors: {
        400: 'The record does not fit its schema, lacks what completion needs, or names a file not in the vault',
        409: 'The wizard has no document yet and the user already keeps the most documents',
      },
      async action({ caller, params, body }) {
        const kind = kindOf(params);
        const schema = (body.status === 'completed' ? completedSchemas : wizardDataSchemas)[kind];
        const data = await validateBody(schema as Schema<WizardData>, body.data);
        return records.save(caller.user.id, kind, body.status, data);
      },
    }),
    route({
      endpoint: wizards.deleteWizard,
      tag,
      summary:
        'Delete the record, its Document and its release settings (the files stay in the vault)',
      policy: 'owner',
      rateLimit: ownData,
      params: kindParam,
      errors: { 404: 'The user has no saved record of this wizard' },
      async action({ caller, params }) {
        if (!(await records.remove(caller.user.id, kindOf(params)))) {
          throw new HttpError(404, 'not_found', 'You have no saved record of this wizard.');
        }
      },
    }),
    route({
      endpoint: wizards.wizardPdf,
      tag,
      summary: 'The record as a PDF planning record (not legal advice), as an attachment',
      policy: 'owner',
      rateLimit: [pdfLimit],
      params: kindParam,
      async action({ caller, params }) {
        const kind = kindOf(params);
        const record = await records.read(caller.user.id, kind);
        const generatedOn = new Date().toISOString().slice(0, 10);
        const bytes = await renderPdf(printableWizard(record), generatedOn);
        const name = `${wizardDocuments[kind].title.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
        return { bytes, type: 'application/pdf', name };
      },
    }),
  ];
}
