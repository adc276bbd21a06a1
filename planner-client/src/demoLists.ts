import type { Activity, Contact, PlanDocument, Wish } from '@legacy-planner/contracts';
// The sample plan alone, not the package's entry: that one builds every yup schema, and the
// dashboard, which only reads lists, would download and run yup for nothing.
import { demoActivities, demoPlan } from '@legacy-planner/contracts/demoPlan';

/** What each list holds, as the API answers it. */
export interface PlannerLists {
  documents: PlanDocument[];
  wishes: Wish[];
  contacts: Contact[];
  activities: Activity[];
}

const DEMO_USER = 'demo';
const demoDate = '2025-03-01T09:00:00.000Z';
const withDemoIds = <T extends object>(items: T[], kind: string) =>
  items.map((item, index) => ({
    ...item,
    id: `demo-${kind}-${index + 1}`,
    userId: DEMO_USER,
    createdAt: demoDate,
    updatedAt: demoDate,
  }));

/** Demo mode's lists (no account): the built-in sample plan, as records of the API's shape. */
export const demoLists: PlannerLists = {
  documents: withDemoIds(demoPlan.documents, 'document'),
  wishes: withDemoIds(demoPlan.wishes, 'wish'),
  contacts: withDemoIds(demoPlan.contacts, 'contact'),
  activities: demoActivities.map((activity) => ({ ...activity, userId: DEMO_USER })),
};
