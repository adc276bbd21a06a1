import type { HelperChange, PlanHelper } from '@legacy-planner/contracts';

// Demo mode's people who help with the sample plan: the daughter who edits it with the owner,
// and the brother invited to look over it. Their changes are dated from today, so the changes
// dialog's default window (the last 30 days) shows them.

const DAY = 24 * 3_600_000;
const demoDate = '2025-03-01T09:00:00.000Z';

export const demoHelpers: PlanHelper[] = [
  {
    id: 'demo-helper-1',
    name: 'Sarah Johnson',
    email: 'sarah.johnson@example.com',
    relationship: 'Daughter',
    role: 'editor',
    state: 'active',
    method: 'invite',
    answers: null,
    createdAt: demoDate,
    activeSince: demoDate,
  },
  {
    id: 'demo-helper-2',
    name: 'David Miller',
    email: 'david.miller@example.com',
    relationship: '',
    role: 'viewer-helper',
    state: 'invited',
    method: 'invite',
    answers: null,
    createdAt: demoDate,
    activeSince: null,
  },
];

/** Sarah's changes to the sample plan since a day (YYYY-MM-DD), newest first. */
export function demoHelperChanges(
  helperId: string,
  since: string,
  now = Date.now(),
): HelperChange[] {
  if (helperId !== 'demo-helper-1') return [];
  const changes: HelperChange[] = [
    {
      at: new Date(now - 2 * DAY).toISOString(),
      kind: 'updated',
      detail: 'Sarah Johnson changed the wish Wildflowers instead of wreaths',
    },
    {
      at: new Date(now - 9 * DAY).toISOString(),
      kind: 'created',
      detail: 'Sarah Johnson added the contact Michael Chen',
    },
  ];
  const from = Date.parse(`${since}T00:00:00`);
  return changes.filter((change) => Date.parse(change.at) >= from);
}
