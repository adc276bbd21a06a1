import type { Contact, PlanDocument, Wish } from '@legacy-planner/contracts';

// Legacy plan progress (spec section 9): the core documents counted when completed, wishes
// up to a cap, contacts towards a target; the overall figure is the mean of the three parts.
export const CORE_DOCUMENT_CATEGORIES = ['will', 'health', 'poa', 'hipaa'] as const;
export const CONTACTS_TARGET = 5;
export const WISHES_CAP = 20;

// Demo mode shows fixed figures (spec section 9).
export const DEMO_OVERALL_PERCENT = 40;
export const DEMO_PRIORITIES = { documents: 40, wishes: 60, contacts: 75 } as const;

export interface LegacyProgress {
  documents: number;
  wishes: number;
  contacts: number;
  overall: number;
}

const percent = (part: number, whole: number) => Math.round((Math.min(part, whole) / whole) * 100);

export function legacyProgress(
  documents: PlanDocument[],
  wishes: Wish[],
  contacts: Contact[],
): LegacyProgress {
  const completedCore = new Set(
    documents
      .filter((document) => document.status === 'completed')
      .map((document) => document.category)
      .filter((category) => (CORE_DOCUMENT_CATEGORIES as readonly string[]).includes(category)),
  );
  const parts = {
    documents: percent(completedCore.size, CORE_DOCUMENT_CATEGORIES.length),
    wishes: percent(wishes.length, WISHES_CAP),
    contacts: percent(contacts.length, CONTACTS_TARGET),
  };
  return { ...parts, overall: Math.round((parts.documents + parts.wishes + parts.contacts) / 3) };
}
