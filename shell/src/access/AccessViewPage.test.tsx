import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import type { AccessRequestOutcome, ViewerPlan, ViewerWizard } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, type FakeRoutes } from '@legacy-planner/shared-ui/testing';
import { renderInShell } from '../testing/renderInShell';
import { AccessViewPage } from './AccessViewPage';
import { formatDateTime } from '@legacy-planner/planner-client';
import { keepPendingClaim, readPendingClaim } from './pendingClaim';

const at = '2026-11-20T10:00:00.000Z';
const plan: ViewerPlan = {
  ownerName: 'Ada Lovelace',
  level: 'standard',
  situation: 'emergency',
  expiresAt: '2026-12-22T10:00:00.000Z',
  documents: [
    {
      id: 'd1',
      title: 'Last Will & Testament',
      category: 'will',
      status: 'in_progress',
      completionPercentage: 50,
      createdAt: at,
      updatedAt: at,
    },
  ],
  files: [
    {
      id: 'f1',
      name: 'will-scan.pdf',
      type: 'application/pdf',
      size: 20480,
      category: 'will',
      tags: [],
      notes: '',
      uploadDate: at,
      status: 'verified',
    },
  ],
  wishes: [
    {
      id: 'w1',
      category: 'music',
      subcategory: 'service',
      preference: 'Play Clair de lune',
      details: 'At the start',
      importance: 'high',
      isSelected: true,
      createdAt: at,
      updatedAt: at,
    },
  ],
  contacts: [
    {
      id: 'c1',
      firstName: 'Sarah',
      lastName: 'Johnson',
      email: 'sarah@example.com',
      phone: '555-0100',
      relation: 'Sister',
      role: 'emergency_contact',
      createdAt: at,
      updatedAt: at,
    },
  ],
  wizards: [
    {
      kind: 'health-directive',
      title: 'Advance Health Directive',
      status: 'completed',
      updatedAt: at,
      data: {
        basicInfo: { fullName: 'Ada Lovelace', phoneNumber: '' },
        medicalWishes: { doNotResuscitate: 'do_not_allow', organDonation: 'yes' },
        isConfirmed: true,
      },
      // A few of the record's fields: the page shows whichever fields a level covers.
    } as unknown as ViewerWizard,
  ],
  messages: [
    {
      id: 'm1',
      recipientName: 'Byron',
      relationship: 'Son',
      messageType: 'text',
      content: 'Be kind.',
      deliveryTiming: 'upon_passing',
      specificDate: '',
      milestoneDetails: '',
    },
  ],
};

function renderView(address: string, routes: FakeRoutes) {
  const network = fakeNetwork(routes);
  const rendered = renderInShell(
    <MemoryRouter initialEntries={[address]}>
      <AccessViewPage />
    </MemoryRouter>,
    { api: network.api },
  );
  return { ...rendered, network };
}

const noAccess = new Reply(401, { error: 'no_access', message: 'No access' });

beforeEach(() => window.localStorage.clear());

describe('the /access/view page', () => {
  it("shows the owner's released items read-only, grouped as the owner's tabs are", async () => {
    const { container } = renderView('/access/view', { 'GET /api/access/view': plan });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ada Lovelace's plan" }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Shared plan · Legacy Planner');
    expect(screen.getByText('Standard access')).toBeInTheDocument();
    expect(
      screen.getByText(`Shared with you until ${formatDateTime(plan.expiresAt!)}`),
    ).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Documents', 'Wishes', 'Contacts', 'Planning records', 'Messages']);

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('list', { name: 'Documents' })).toHaveTextContent(
      'Last Will & Testament',
    );
    expect(within(documents).getByRole('link', { name: 'Download will-scan.pdf' })).toHaveAttribute(
      'href',
      '/api/access/view/files/f1',
    );
    expect(screen.getByRole('region', { name: 'Wishes' })).toHaveTextContent('Play Clair de lune');
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(contacts).toHaveTextContent('Sarah Johnson');
    expect(contacts).toHaveTextContent('Emergency contact · Sister');
    const records = screen.getByRole('region', { name: 'Planning records' });
    expect(
      within(records).getByRole('heading', { name: 'Advance Health Directive' }),
    ).toBeVisible();
    // The record's data as labelled text: each filled-in field under its label.
    for (const [label, value] of [
      ['Full name', 'Ada Lovelace'],
      ['Do not resuscitate', 'Do not allow'],
      ['Is confirmed', 'Yes'],
    ] as const) {
      const term = within(records).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(within(records).queryByText('Phone number')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('Be kind.');
    // Read-only: no control changes anything but Leave.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Leave']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('401: says the access has ended or was never granted, with a way to ask again', async () => {
    renderView('/access/view', { 'GET /api/access/view': noAccess });
    expect(
      await screen.findByRole('heading', { name: 'This access has ended or was never granted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/access');
  });

  it('Leave ends the access in this browser', async () => {
    const { network } = renderView('/access/view', {
      'GET /api/access/view': plan,
      'POST /api/access/leave': new Reply(204),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByRole('heading', { name: 'You have left the shared plan' }),
    ).toBeInTheDocument();
    expect(network.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/access/view',
      'POST /api/access/leave',
    ]);
  });

  it('claims a request from its link first, then shows the plan', async () => {
    keepPendingClaim({ requestId: 'r1', claimToken: 'secret', grantsAt: null });
    const granted: AccessRequestOutcome = {
      status: 'granted',
      grant: { id: 'g1', level: 'full', emergency: false, expiresAt: at, ownerName: 'Ada' },
    };
    const { network } = renderView('/access/view?request=r1&token=secret', {
      'POST /api/access/requests/r1/claim': granted,
      'GET /api/access/view': plan,
    });
    expect(await screen.findByRole('heading', { name: "Ada Lovelace's plan" })).toBeVisible();
    expect(network.calls.slice(0, 2)).toEqual([
      { method: 'POST', path: '/api/access/requests/r1/claim', body: { token: 'secret' } },
      { method: 'GET', path: '/api/access/view', body: undefined },
    ]);
    expect(readPendingClaim()).toBeNull();
  });

  it('a claimed request that still waits says so, and when', async () => {
    const grantsAt = '2026-11-29T21:00:00.000Z';
    const { network } = renderView('/access/view?request=r1&token=secret', {
      'POST /api/access/requests/r1/claim': new Reply(202, {
        status: 'pending',
        requestId: 'r1',
        claimToken: 'secret',
        grantsAt,
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your request is still waiting' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(formatDateTime(grantsAt)))).toBeInTheDocument();
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(readPendingClaim()?.requestId).toBe('r1');
  });

  it('a refused claim gets the same neutral ended message', async () => {
    keepPendingClaim({ requestId: 'r1', claimToken: 'secret', grantsAt: null });
    renderView('/access/view?request=r1&token=secret', {
      'POST /api/access/requests/r1/claim': new Reply(403, { error: 'access_refused' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This access has ended or was never granted' }),
    ).toBeInTheDocument();
    expect(readPendingClaim()).toBeNull();
  });
});
