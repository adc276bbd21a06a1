import {
  isReleased,
  type AccessLevel,
  type DigitalAssetsBelowFull,
  type ReleaseTiming,
  type ViewerPlan,
  type WizardKind,
  type WizardRecord,
} from '@legacy-planner/contracts';
import { printableWizard } from '../wizards/pdf/printableWizards';
import type { PlanItem } from './planItems';

// What a grant of `level` in `situation` releases (decisions §2), and in what detail. The one
// function behind a viewer's /api/access/view and the owner's /api/privacy/preview, so the
// rehearsal shows exactly what a viewer would get. Which fields of each item leave the server
// is then said by viewerPlanSerializer.

const isFull = (level: AccessLevel) => level === 'full';

/**
 * The fields of a wizard record below full access, for the kinds that keep some back: the
 * tiers are scopes, not only lists. A digital-assets record's accounts (platforms, usernames,
 * passwords, notes), its wallet and where the wallet's keys are kept need full access.
 */
const fieldsBelowFull: { [K in WizardKind]?: readonly string[] } = {
  'digital-assets': ['digitalExecutor', 'finalWishes'] satisfies (keyof DigitalAssetsBelowFull)[],
};

/** Fields no grant shows: legacy messages are items of their own, each with its own settings. */
const fieldsOfTheirOwn: { [K in WizardKind]?: readonly string[] } = {
  'final-wishes': ['legacyMessages'],
};

interface FileRef {
  id: string;
}

/**
 * A wizard record's data as the level covers it, its file references kept only for files the
 * viewer is given too: the name of a file kept back never shows through the record.
 */
function scopedWizardData(
  item: PlanItem & { type: 'wizard' },
  level: AccessLevel,
  releasedFiles: ReadonlySet<string>,
): Record<string, unknown> {
  const { kind } = item.record;
  const data = { ...(item.record.data as Record<string, unknown>) };
  const kept = isFull(level) ? undefined : fieldsBelowFull[kind];
  for (const field of Object.keys(data)) {
    if ((kept && !kept.includes(field)) || fieldsOfTheirOwn[kind]?.includes(field)) {
      delete data[field];
    }
  }
  const released = (ref: FileRef | null | undefined) => Boolean(ref && releasedFiles.has(ref.id));
  if ('uploadedFile' in data) {
    data.uploadedFile = released(data.uploadedFile as FileRef | null) ? data.uploadedFile : null;
  }
  if (Array.isArray(data.uploadedFiles)) {
    data.uploadedFiles = (data.uploadedFiles as FileRef[]).filter(released);
  }
  return data;
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
    emergencySummary: null,
  };
  const released = items.filter((item) => isReleased(item.settings, level, situation));
  const releasedFiles = new Set(
    released.filter((item) => item.type === 'file').map((item) => item.id),
  );
  for (const item of released) {
    switch (item.type) {
      case 'document':
        plan.documents.push(item.record);
        break;
      case 'file':
        plan.files.push(item.record);
        break;
      case 'wish':
        plan.wishes.push(item.record);
        break;
      case 'contact': {
        const { address, notes, ...contact } = item.record;
        plan.contacts.push(isFull(level) ? { ...contact, address, notes } : contact);
        break;
      }
      case 'wizard':
        plan.wizards.push({
          kind: item.record.kind,
          title: item.title,
          status: item.record.status,
          updatedAt: item.record.updatedAt ?? '',
          document: printableWizard({
            ...item.record,
            data: scopedWizardData(item, level, releasedFiles),
          } as WizardRecord),
        });
        break;
      case 'message':
        // Never through a grant: a legacy message goes to its recipient only.
        break;
    }
  }
  return plan;
}
