import { wizardKinds, type FinalWishesData, type WizardRecord } from '@legacy-planner/contracts';
import { binderPdf } from '@legacy-planner/contracts/endpoints/binder';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import { readAllPages } from '../../storage/paging';
import type { FeatureDependencies } from '../dependencies';
import { wizardRecords } from '../wizards/wizardRecords';
import { printableWizard } from '../wizards/pdf/printableWizards';
import { renderBinder } from './binderPdf';

// "Print my binder" (issue 29): the whole plan in one PDF, for the owner and every helper of the
// plan, as each may print every record of it already.

// A binder is every record's PDF and more: fewer of them per address than single records.
const binderLimit = perAddress(
  'binder-pdf',
  30,
  15 * 60_000,
  'Too many binders from this address.',
);

export function binderRoutes(
  deps: Pick<FeatureDependencies, 'store' | 'clock' | 'sealer'>,
): AnyRoute[] {
  const { store, clock } = deps;
  const records = wizardRecords(store, deps.sealer);
  return [
    route({
      endpoint: binderPdf,
      tag: 'binder',
      summary:
        "The plan's binder as a PDF attachment: a cover, the contents, every completed record with its signing page, the contacts by role, the wishes and where each original is",
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: [binderLimit],
      async action({ caller }) {
        const owner = caller.owner;
        const saved = await Promise.all(wizardKinds.map((kind) => records.read(owner.id, kind)));
        const bytes = await renderBinder(
          {
            ownerName: owner.name,
            signingPlace: owner.signingPlace,
            records: saved
              .filter((record) => record.status === 'completed')
              .map((record) => ({ kind: record.kind, printed: printableWizard(bound(record)) })),
            contacts: await readAllPages((page) => store.contacts.list(owner.id, page)),
            wishes: await readAllPages((page) => store.wishes.list(owner.id, page)),
            documents: await readAllPages((page) => store.documents.list(owner.id, page)),
          },
          clock().toISOString().slice(0, 10),
        );
        return { bytes, type: 'application/pdf', name: 'Plan-binder.pdf' };
      },
    }),
  ];
}

/**
 * A record as the binder prints it. The binder sits with the originals, where the family reads
 * it: legacy messages are for their recipients only, so their words stay out of it.
 */
function bound(record: WizardRecord): WizardRecord {
  if (record.kind !== 'final-wishes') return record;
  return { ...record, data: { ...(record.data as FinalWishesData), legacyMessages: [] } };
}
