import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  type CurrentUser,
  type WizardDataByKind,
  type WizardKind,
  type WizardRecord,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import {
  fakeNetwork,
  renderWithPlatform,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';

export const person: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
  signingPlace: null,
  maritalStatus: null,
};

// Every test starts without the local draft copies an earlier test's unsaved edits left behind.
beforeEach(() => localStorage.clear());

let rowCounter = 0;
const testRowId = () => `row-${(rowCounter += 1)}`;

/** A record as the API answers it: the empty one unless `data` says otherwise. */
export function wizardRecord<K extends WizardKind>(
  kind: K,
  changes: Partial<WizardRecord<K>> = {},
): WizardRecord<K> {
  return {
    kind,
    status: 'draft',
    data: emptyWizardData(kind, testRowId) as WizardDataByKind[K],
    documentId: null,
    updatedAt: null,
    ...changes,
  };
}

/**
 * Renders a wizard page signed in as `person` against a fake API: GET answers `record`, PUT
 * answers what was sent (as the server does), unless `routes` say otherwise.
 */
export function renderWizard<K extends WizardKind>(
  Page: ComponentType,
  record: WizardRecord<K>,
  routes: FakeRoutes = {},
  platform: Omit<Parameters<typeof renderWithPlatform>[1], 'api'> = { user: person },
) {
  const network = fakeNetwork({
    [`GET /api/wizards/${record.kind}`]: record,
    [`PUT /api/wizards/${record.kind}`]: (body: unknown) => ({
      ...record,
      ...(body as object),
      documentId: 'd1',
      updatedAt: '2026-02-01T10:00:00.000Z',
    }),
    ...routes,
  });
  const rendered = renderWithPlatform(<Page />, { api: network.api, ...platform });
  const puts = () => network.calls.filter((call) => call.method === 'PUT');
  return { ...rendered, network, puts };
}

/**
 * Types `text` into a field as one paste: typing key by key re-validates the whole record at
 * each key, which on a busy machine makes a test slow for no gain in what it proves.
 */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Sets a date input (jsdom has no date picker to type into). */
export const setDate = (field: HTMLElement, date: string) =>
  fireEvent.change(field, { target: { value: date } });
