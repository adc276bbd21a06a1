import {
  wizardDocuments,
  wizardKinds,
  type FinalWishesData,
  type HelperChangeKind,
  type WizardData,
  type WizardKind,
} from '@legacy-planner/contracts';
import { completedSchemas, wizardDataSchemas } from '@legacy-planner/contracts/wizards';
import * as wizards from '@legacy-planner/contracts/endpoints/wizards';
import type { Schema } from 'yup';
import { HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import { wizardRecords } from './wizardRecords';
import { printableWizard } from './pdf/printableWizards';
import { renderWithSigningPage } from './pdf/signingPage';
import type { FeatureDependencies } from '../dependencies';
import { planChanges, type PlanChange } from '../planner/planChange';
import { refuseMessageRerouting } from './messageRecipients';

// The six document wizards, saved on the server (decisions §1): one record per wizard per
// plan, read back into the form, saved as a draft while typing or completed with the spec's
// gating, and printed as a PDF. The plan's owner and the helpers they chose only (issue 28):
// nobody else reads a will in progress.

const tag = 'wizards';
const ownData = { none: "the plan's own record, one per wizard" } as const;
const kindParam = { kind: `One of: ${wizardKinds.join(', ')}` };

// A PDF costs tens of milliseconds of CPU: bounded per address like uploads.
const pdfLimit = perAddress('wizard-pdf', 120, 15 * 60_000, 'Too many PDFs from this address.');

function kindOf(params: Record<string, string>): WizardKind {
  const kind = params.kind as WizardKind;
  if (!wizardKinds.includes(kind)) throw new HttpError(404, 'not_found', 'No such wizard.');
  return kind;
}

export function wizardRoutes(
  deps: Pick<FeatureDependencies, 'store' | 'clock' | 'sealer'>,
): AnyRoute[] {
  const records = wizardRecords(deps.store, deps.sealer);
  const changePlan = planChanges(deps);
  /** What the owner's log says a helper did to a record. */
  const changed = (kind: HelperChangeKind, wizard: WizardKind): PlanChange => ({
    kind,
    subject: { type: 'wizard', id: wizard },
    what: `the record ${wizardDocuments[wizard].title}`,
  });
  return [
    route({
      endpoint: wizards.getWizard,
      tag,
      summary: "Read the plan's record of a wizard (the empty record if never saved)",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownData,
      params: kindParam,
      action: ({ caller, params }) => records.read(caller.owner.id, kindOf(params)),
    }),
    route({
      endpoint: wizards.saveWizard,
      tag,
      summary:
        'Save a wizard record as a draft (may be incomplete) or completed (signature gating); updates its Document in the same transaction',
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: kindParam,
      errors: {
        400: 'The record does not fit its schema, lacks what completion needs, or names a file not in the vault',
        403: 'A helper changing who a legacy message of the final wishes goes to, or removing one (helper_may_not_reroute)',
        409: 'The wizard has no document yet and the plan already keeps the most documents',
      },
      async action({ caller, params, body }) {
        const kind = kindOf(params);
        const schema = (body.status === 'completed' ? completedSchemas : wizardDataSchemas)[kind];
        const data = await validateBody(schema as Schema<WizardData>, body.data);
        const ownerId = caller.owner.id;
        const { record } = await changePlan(
          caller,
          async (tx, author) => {
            if (caller.helper && kind === 'final-wishes') {
              const { legacyMessages } = data as FinalWishesData;
              await refuseMessageRerouting(tx, deps.sealer, caller.owner, legacyMessages);
            }
            return {
              created: !(await tx.wizards.get(ownerId, kind)),
              record: await records.save(tx, ownerId, kind, body.status, data, author),
            };
          },
          ({ created }) => changed(created ? 'created' : 'updated', kind),
        );
        return record;
      },
    }),
    route({
      endpoint: wizards.deleteWizard,
      tag,
      summary:
        'Delete the record, its Document and its release settings (the files stay in the vault)',
      policy: 'owner_or_helper',
      helpers: 'editor',
      rateLimit: ownData,
      params: kindParam,
      errors: {
        403: 'A helper deleting final wishes that hold legacy messages (helper_may_not_reroute)',
        404: 'The plan has no saved record of this wizard',
      },
      async action({ caller, params }) {
        const kind = kindOf(params);
        const removed = await changePlan(
          caller,
          async (tx, author) => {
            if (caller.helper && kind === 'final-wishes') {
              await refuseMessageRerouting(tx, deps.sealer, caller.owner, []);
            }
            return records.remove(tx, caller.owner.id, kind, author);
          },
          (found) => (found ? changed('deleted', kind) : null),
        );
        if (!removed) {
          throw new HttpError(404, 'not_found', 'You have no saved record of this wizard.');
        }
      },
    }),
    route({
      endpoint: wizards.wizardPdf,
      tag,
      summary: 'The record as a PDF planning record (not legal advice), as an attachment',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: [pdfLimit],
      params: kindParam,
      async action({ caller, params }) {
        const kind = kindOf(params);
        const record = await records.read(caller.owner.id, kind);
        const generatedOn = deps.clock().toISOString().slice(0, 10);
        // The plan is the owner's: its signing page is for where the owner signs.
        const bytes = await renderWithSigningPage(
          printableWizard(record),
          generatedOn,
          kind,
          caller.owner.signingPlace,
        );
        const name = `${wizardDocuments[kind].title.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
        return { bytes, type: 'application/pdf', name };
      },
    }),
  ];
}
