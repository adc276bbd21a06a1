import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { AdminAccessRequest, SyncProgress } from '@legacy-planner/contracts';
import type { AdminJob } from '@legacy-planner/contracts/endpoints/admin';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import AdminPage from './AdminPage';

expect.extend(toHaveNoViolations);
jest.setTimeout(60_000);

const idle: SyncProgress = {
  state: 'idle',
  startedAt: null,
  finishedAt: null,
  users: 0,
  total: 0,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  error: null,
};

const waiting: AdminAccessRequest = {
  id: 'req-1',
  owner: { name: 'Ada Owner', email: 'ada@example.org' },
  holder: { name: 'Ben Heir', email: 'ben@example.org', relationship: 'son' },
  evidence: {
    deathCertificate: 'DC-2026-42',
    medicalValidation: 'Dr Reyes, St Mary’s',
    identityProof: 'Passport 123',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  grantsAt: '2099-11-27T10:00:00.000Z',
};

function renderPanel(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  const network = fakeNetwork({
    'GET /api/admin/airtable-status': { connected: true, hasApiKey: true, hasBaseId: true },
    'GET /api/admin/airtable-fields': {
      tables: { Documents: ['id', 'title'], Wishes: ['id'], Contacts: ['id'], Activities: ['id'] },
    },
    'GET /api/admin/airtable-sync': idle,
    'GET /api/admin/access-requests': [],
    'GET /api/admin/jobs': { due: [], failed: [] },
    ...routes,
  });
  return { network, ...renderWithPlatform(<AdminPage />, { api: network.api }) };
}

describe('AdminPage', () => {
  it('has no axe violations with a result, a summary and a request showing', async () => {
    const { container } = renderPanel({
      'GET /api/admin/airtable-sync': {
        ...idle,
        state: 'done',
        users: 1,
        total: 3,
        processed: 3,
        created: 3,
      },
      'GET /api/admin/access-requests': [waiting],
      'POST /api/admin/test-airtable': { ok: true, message: 'Connected', details: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));
    await screen.findByLabelText('Test Connection result');
    await screen.findByText(/Sync finished for 1 user/);
    await screen.findByRole('listitem', { name: 'Ben Heir for Ada Owner' });
    await screen.findByText('id, title');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('calls no API in demo mode, and says the panel needs an administrator', async () => {
    const network = fakeNetwork({});
    renderWithPlatform(<AdminPage />, { api: network.api, isDemoMode: true, isReadOnly: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(screen.getByText(/Demo mode has no administrator/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.calls).toEqual([]);
  });

  it('shows its title, the Airtable status and the setup instructions', async () => {
    renderPanel({
      'GET /api/admin/airtable-status': { connected: false, hasApiKey: true, hasBaseId: false },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByText('API key: set · Base id: missing')).toBeInTheDocument();
    const setup = screen.getByRole('region', { name: 'Setup instructions' });
    expect(await within(setup).findByText('id, title')).toBeInTheDocument();
    expect(within(setup).getByText('AIRTABLE_BASE_ID')).toBeInTheDocument();
    expect(within(setup).getByText('AIRTABLE_ENDPOINT_URL')).toBeInTheDocument();
  });

  it('shows a check-marked result when the connection test succeeds', async () => {
    const { network } = renderPanel({
      'POST /api/admin/test-airtable': {
        ok: true,
        message: 'Connected to Airtable base appX',
        details: { tables: ['Documents'] },
      },
    });
    await screen.findByText('Connected');
    await userEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
    const box = await screen.findByLabelText('Test Connection result');
    expect(box.textContent).toMatch(/^✓ \{/);
    expect(box).toHaveTextContent('"message": "Connected to Airtable base appX"');
    expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a cross mark and the message when it fails, and the test data result', async () => {
    renderPanel({
      'POST /api/admin/test-airtable': { ok: false, message: 'Invalid API key', details: null },
      'POST /api/admin/create-test-data': {
        ok: true,
        message: 'Created one sample row in each table',
        details: null,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Test Connection' }));
    const box = await screen.findByLabelText('Test Connection result');
    expect(box.textContent).toMatch(/^✗ Invalid API key\n/);

    await userEvent.click(screen.getByRole('button', { name: 'Create Test Data' }));
    const created = await screen.findByLabelText('Create Test Data result');
    expect(created.textContent).toMatch(/^✓ /);
    expect(created).toHaveTextContent('Created one sample row in each table');
  });

  it('shows the sync progress while it runs, then its summary', async () => {
    const running: SyncProgress = {
      ...idle,
      state: 'running',
      startedAt: '2026-11-22T23:00:00.000Z',
      users: 2,
      total: 25,
    };
    let polls = 0;
    renderPanel({
      'POST /api/admin/airtable-sync': () => new Reply(202, running),
      'GET /api/admin/airtable-sync': () => {
        if (polls === 0) return idle;
        polls += 1;
        if (polls === 2) return { ...running, processed: 10, created: 10 };
        return {
          ...running,
          state: 'done',
          processed: 25,
          created: 20,
          updated: 4,
          failed: 1,
          finishedAt: '2026-11-22T23:00:05.000Z',
        };
      },
    });
    await screen.findByRole('button', { name: 'Sync Now' });
    polls = 1;
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    const bar = await screen.findByRole('progressbar', { name: 'Sync progress' });
    expect(await screen.findByText('Syncing: 10 of 25 records sent')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Sync running…' })).toBeDisabled();
    expect(
      await screen.findByText('Sync finished for 2 users: 20 created, 4 updated, 1 failed.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a sync could not start (409)', async () => {
    const { platform } = renderPanel({
      'POST /api/admin/airtable-sync': () =>
        new Reply(409, {
          error: 'airtable_not_configured',
          message: 'Airtable is not configured.',
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Now' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          description: 'Airtable is not configured.',
          variant: 'destructive',
        }),
      ),
    );
  });

  it('verifies a request only once the admin confirms who gets which level, and what it opens', async () => {
    const { network } = renderPanel({
      'GET /api/admin/access-requests': [waiting],
      'POST /api/admin/access-requests/req-1/verify': {},
    });
    const request = await screen.findByRole('listitem', { name: 'Ben Heir for Ada Owner' });
    const verify = within(request).getByRole('button', {
      name: 'Verify evidence: Ben Heir for Ada Owner',
    });
    const posts = () => network.calls.filter((call) => call.method === 'POST');

    // From the keyboard: Enter opens the dialog with Cancel focused; Escape closes it.
    verify.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', {
      name: 'Verify the evidence and give Full access to Ben Heir?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /Ben Heir \(ben@example.org, son\) gets Full access to the plan of Ada Owner \(ada@example.org\) at once\./,
    );
    expect(dialog).toHaveTextContent(
      'Full Access opens every item left visible in the plan, at any level, including those released only after a verified passing',
    );
    expect(dialog).toHaveTextContent('Financial info, Legal documents');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(verify);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    await userEvent.click(verify);
    dialog = screen.getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Verify and give Full access' }),
    );
    await waitFor(() =>
      expect(posts().map((call) => call.path)).toEqual(['/api/admin/access-requests/req-1/verify']),
    );
  });

  it('verifies and rejects access requests, then reads the list again', async () => {
    let list: AdminAccessRequest[] = [
      waiting,
      { ...waiting, id: 'req-2', owner: { name: 'Cy Owner', email: 'cy@example.org' } },
    ];
    const { network, platform } = renderPanel({
      'GET /api/admin/access-requests': () => list,
      'POST /api/admin/access-requests/req-1/verify': () => {
        list = list.filter((request) => request.id !== 'req-1');
        return {};
      },
      'POST /api/admin/access-requests/req-2/reject': () => {
        list = list.filter((request) => request.id !== 'req-2');
        return {};
      },
    });
    const first = await screen.findByRole('listitem', { name: 'Ben Heir for Ada Owner' });
    expect(within(first).getByText('DC-2026-42')).toBeInTheDocument();
    expect(within(first).getByText(/Granted automatically in \d+ days/)).toBeInTheDocument();
    await userEvent.click(
      within(first).getByRole('button', { name: 'Verify evidence: Ben Heir for Ada Owner' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Verify and give Full access',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ben Heir for Ada Owner' })).toBeNull(),
    );
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Evidence verified: full access granted' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Reject request: Ben Heir for Cy Owner' }),
    );
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Request rejected' }),
    );
    expect(network.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(
      ['/api/admin/access-requests/req-1/verify', '/api/admin/access-requests/req-2/reject'],
    );
  });

  it('lists the failed jobs with whose they are and why, and the jobs due now', async () => {
    const failed: AdminJob = {
      id: 'job-1',
      kind: 'message.delivery',
      owner: { name: 'Ada Owner', email: 'ada@example.org' },
      dueAt: '2026-11-20T10:00:00.000Z',
      attempts: 5,
      state: 'failed',
      running: false,
      lastError: 'No such message',
      finishedAt: '2026-11-20T10:20:00.000Z',
    };
    const due: AdminJob = {
      ...failed,
      id: 'job-2',
      kind: 'checkin.prompt',
      owner: null,
      attempts: 1,
      state: 'waiting',
      running: true,
      lastError: null,
      finishedAt: null,
    };
    renderPanel({ 'GET /api/admin/jobs': { due: [due], failed: [failed] } });
    const failedList = await screen.findByRole('list', { name: 'Failed jobs' });
    const failedJob = within(failedList).getByRole('listitem', {
      name: 'message.delivery: Ada Owner (ada@example.org)',
    });
    expect(failedJob).toHaveTextContent('5 attempts');
    expect(failedJob).toHaveTextContent('Last error: No such message');
    const dueList = screen.getByRole('list', { name: 'Due now' });
    expect(
      within(dueList).getByRole('listitem', { name: 'checkin.prompt: No owner' }),
    ).toHaveTextContent('1 attempt, running now');
  });

  it('says when no job is due and none failed', async () => {
    renderPanel();
    expect(await screen.findByText('No job has failed.')).toBeVisible();
    expect(screen.getByText('No job is due.')).toBeVisible();
  });
});
