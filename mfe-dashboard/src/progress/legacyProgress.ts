import type { Contact, PlanDocument, Wish } from '@legacy-planner/contracts';
// Subpaths without yup: the dashboard's first screen reads no schema.
import {
  CORE_DOCUMENT_CATEGORIES,
  completedCoreDocuments,
} from '@legacy-planner/contracts/coreDocuments';
import { WISHES_CAP } from '@legacy-planner/contracts/wishSummary';

// Legacy plan progress (spec section 9): the core documents counted when completed, wishes
// up to a cap, contacts towards a target; the overall figure is the mean of the three parts.
export const CONTACTS_TARGET = 5;

export interface LegacyProgress {
  documents: number;
  wishes: number;
  contacts: number;
  overall: number;
}

// The sample plan's figures are fixed (spec section 9: overall 40, priorities 40, 60 and 75);
// no plan's data could give them (core documents count in quarters, contacts in fifths), and
// computed from this sample they would be 35 overall.
// Both demos show the same sample plan, so both show these: Demo Mode's built-in copy and the
// demo account's seeded copy alike.
export const SAMPLE_PLAN_PROGRESS: LegacyProgress = {
  documents: 40,
  wishes: 60,
  contacts: 75,
  overall: 40,
};

const percent = (part: number, whole: number) => Math.round((Math.min(part, whole) / whole) * 100);

export function legacyProgress(
  documents: PlanDocument[],
  wishes: Wish[],
  contacts: Contact[],
): LegacyProgress {
  const parts = {
    documents: percent(completedCoreDocuments(documents), CORE_DOCUMENT_CATEGORIES.length),
    wishes: percent(wishes.length, WISHES_CAP),
    contacts: percent(contacts.length, CONTACTS_TARGET),
  };
  return { ...parts, overall: Math.round((parts.documents + parts.wishes + parts.contacts) / 3) };
}
