import {
  NO_CUSTODY,
  isReleased,
  type DocumentCustody,
  type AccessLevel,
  type ReleaseTiming,
  type ViewerPlan,
  type ViewerWizardDataByKind,
  type WizardDataByKind,
  type WizardKind,
  type WizardRecord,
} from '@legacy-planner/contracts';
import { printableWizard } from '../wizards/pdf/printableWizards';
import { emergencySummary } from './emergencySummary';
import type { PlanItem } from './planItems';

// What a grant of `level` in `situation` releases (decisions §2), and in what detail. The one
// function behind a viewer's /api/access/view, their PDF downloads and the owner's
// /api/privacy/preview, so the rehearsal shows exactly what a viewer would get. Which fields of
// each item leave the server is then said by viewerPlanShape (contracts' endpoints/access).
// Custody (when a document was signed, where its original is) is for full access only: it says
// where to find the will, which only whoever settles the estate needs.

/**
 * The items a grant of `level` in `situation` gets: the one rule behind the viewer's page, its
 * PDFs, the owner's preview and the executor's packet. What only a recipient receives (a legacy
 * message, its recording) never goes through a grant.
 */
export const releasedItems = (
  items: readonly PlanItem[],
  level: AccessLevel,
  situation: ReleaseTiming,
): PlanItem[] =>
  items.filter((item) => !item.recipientOnly && isReleased(item.settings, level, situation));

/** What the released records may show: a record names no file the grant does not release. */
export interface Scope {
  full: boolean;
  releasedFiles: ReadonlySet<string>;
}

export const scopeOf = (released: readonly PlanItem[], level: AccessLevel): Scope => ({
  full: level === 'full',
  releasedFiles: new Set(released.filter((item) => item.type === 'file').map((item) => item.id)),
});

const keptFile = <F extends { id: string }>(file: F | null, scope: Scope): F | null =>
  file && scope.releasedFiles.has(file.id) ? file : null;

/**
 * Each record's data as the grant covers it (ViewerWizardDataByKind): the tiers are scopes,
 * not only lists. A digital-assets record's accounts (platforms, usernames, passwords, notes),
 * its wallet and where the wallet's keys are kept need full access; legacy messages go to their
 * recipients only, never through a grant.
 */
const scopes: {
  [K in WizardKind]: (data: WizardDataByKind[K], scope: Scope) => ViewerWizardDataByKind[K];
} = {
  will: (data) => data,
  'health-directive': (data, scope) => ({
    ...data,
    uploadedFile: keptFile(data.uploadedFile, scope),
  }),
  'power-of-attorney': (data, scope) => ({
    ...data,
    uploadedFile: keptFile(data.uploadedFile, scope),
  }),
  'digital-assets': (data, scope) =>
    scope.full
      ? { ...data, uploadedFile: keptFile(data.uploadedFile, scope) }
      : { digitalExecutor: data.digitalExecutor, finalWishes: data.finalWishes },
  'hipaa-authorization': (data, scope) => ({
    ...data,
    uploadedFile: keptFile(data.uploadedFile, scope),
  }),
  'final-wishes': ({ legacyMessages: _toTheirRecipients, ...data }, scope) => ({
    ...data,
    uploadedFiles: data.uploadedFiles.filter((file) => scope.releasedFiles.has(file.id)),
  }),
};

/** Where the signed original of `document` is and when it was signed (full access only). */
const custodyOf = (document: DocumentCustody | null): DocumentCustody =>
  document
    ? {
        signedOn: document.signedOn,
        originalLocation: document.originalLocation,
        originalHolder: document.originalHolder,
      }
    : NO_CUSTODY;

/** A record's data as the grant covers it. */
export function viewerWizardData<K extends WizardKind>(
  record: WizardRecord<K>,
  scope: Scope,
): ViewerWizardDataByKind[K] {
  return scopes[record.kind](record.data, scope);
}

export function viewerPlan(
  items: readonly PlanItem[],
  grant: {
    ownerName: string;
    level: AccessLevel;
    situation: ReleaseTiming;
    expiresAt: string | null;
  },
): ViewerPlan {
  const { level, situation } = grant;
  const full = level === 'full';
  const released = releasedItems(items, level, situation);
  const scope = scopeOf(released, level);
  const plan: ViewerPlan = {
    ownerName: grant.ownerName,
    level,
    situation,
    expiresAt: grant.expiresAt,
    documents: [],
    files: [],
    wishes: [],
    contacts: [],
    wizards: [],
    emergencySummary: emergencySummary(released, grant.ownerName),
  };
  for (const item of released) {
    switch (item.type) {
      case 'document':
        plan.documents.push(
          full ? { ...item.record, custody: custodyOf(item.record) } : item.record,
        );
        break;
      case 'file':
        plan.files.push(item.record);
        break;
      case 'wish':
        plan.wishes.push(item.record);
        break;
      case 'contact': {
        const { address, notes, ...contact } = item.record;
        plan.contacts.push(full ? { ...contact, address, notes } : contact);
        break;
      }
      case 'wizard':
        plan.wizards.push({
          kind: item.record.kind,
          title: item.title,
          status: item.record.status,
          updatedAt: item.record.updatedAt ?? '',
          document: printableWizard({
            kind: item.record.kind,
            data: viewerWizardData(item.record, scope),
          }),
          ...(full ? { custody: custodyOf(item.card) } : {}),
        });
        break;
      case 'message':
        // Never through a grant: a legacy message goes to its recipient only.
        break;
    }
  }
  return plan;
}
