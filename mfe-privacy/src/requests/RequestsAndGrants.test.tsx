import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessGrant, AccessRequestSummary, PrivacySettings } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { grant, lovedOneRequest, pendingFull } from '../testing/privacyFixtures';
import { RequestsAndGrants } from './RequestsAndGrants';

jest.setTimeout(20_000);

function renderRequests(
  settings: PrivacySettings = { waitingPeriodDays: 7, emailEnabled: false },
  initialRequests: AccessRequestSummary[] = [pendingFull(), lovedOneRequest()],
) {
  let requests = initialRequests;
  let grants: AccessGrant[] = [grant(), grant({ id: 'g2', state: 'revoked' })];
  const decide = (id: string, state: AccessRequestSummary['state']) => () => {
    requests = requests.map((one) => (one.id === id ? { ...one, state } : one));
    return requests.find((one) => one.id === id);
  };
  const network = fakeNetwork({
    'GET /api/privacy/requests': () => requests,
    'GET /api/privacy/grants': () => grants,
    'GET /api/privacy/settings': settings,
    'GET /api/privacy/log': [],
    'GET /api/privacy/notices': [],
    'POST /api/privacy/requests/r1/approve': decide('r1', 'granted'),
    'POST /api/privacy/requests/r1/reject': decide('r1', 'rejected'),
    'POST /api/privacy/requests/r2/reject': decide('r2', 'rejected'),
    'DELETE /api/privacy/grants/g1': () => {
      grants = grants.map((one) => (one.id === 'g1' ? { ...one, state: 'revoked' } : one));
      return new Reply(204);
    },
    'PUT /api/privacy/settings': (body: unknown) => ({ ...settings, ...(body as object) }),
    'PUT /api/privacy/grants/g1': (body: unknown) => ({
      ...grants[0]!,
      ...(body as { expiresAt: string }),
    }),
  });
  return { network, ...renderWithPlatform(<RequestsAndGrants />, { api: network.api }) };
}

const posts = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.method === 'POST').map((call) => call.path);

describe('requests and grants', () => {
  it('shows a pending full request with the time left before it would be granted', async () => {
    renderRequests();
    const request = await screen.findByRole('listitem', {
      name: 'Full access request from Ann Lee',
    });
    expect(within(request).getByText('Ann Lee · ann@example.com · Sister')).toBeInTheDocument();
    expect(
      within(request).getByText(/^Granted in 3 days 2 hours \(.+\) unless you reject it\.$/),
    ).toBeVisible();
  });

  it('says how each request was made: evidence, a trusted contact’s answer, or questions', async () => {
    renderRequests(undefined, [
      pendingFull(),
      {
        ...pendingFull(),
        id: 'r3',
        method: 'contact_report',
        holder: { ...pendingFull().holder, name: 'Di Diaz' },
      },
    ]);
    const evidence = await screen.findByRole('listitem', {
      name: 'Full access request from Ann Lee',
    });
    expect(within(evidence).getByText('Evidence of passing')).toBeInTheDocument();
    const reported = screen.getByRole('listitem', { name: 'Full access request from Di Diaz' });
    expect(
      within(reported).getByText('A trusted contact said you passed away'),
    ).toBeInTheDocument();
  });

  it("shows a loved one's answers for the owner to check", async () => {
    renderRequests();
    const list = await screen.findByLabelText('Answers of Tom Lee');
    expect(list).toHaveTextContent('Full name:Mary Lee');
    expect(list).toHaveTextContent("Mother's maiden name:Smith");
    expect(list).toHaveTextContent('Favourite colour:Blue');
    expect(
      within(
        screen.getByRole('listitem', { name: 'Standard access request from Tom Lee' }),
      ).getByText('Waits for your answer.'),
    ).toBeInTheDocument();
  });

  it('approves a full request only once the owner confirms who gets which level, and what it opens', async () => {
    const { network, platform } = renderRequests();
    const full = await screen.findByRole('listitem', { name: 'Full access request from Ann Lee' });
    const approve = within(full).getByRole('button', { name: 'Approve' });

    // From the keyboard: Enter opens the dialog with Cancel focused; Escape closes it.
    approve.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Give Full access to Ann Lee?' });
    expect(dialog).toHaveAccessibleDescription(/Ann Lee \(ann@example.com, Sister\)/);
    expect(dialog).toHaveTextContent(
      'Full Access opens every item left visible in the plan, at any level, including those released only after a verified passing',
    );
    expect(dialog).toHaveTextContent('Emergency medical info');
    expect(dialog).toHaveTextContent('Legal documents, Asset inventory, Executor duties.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(approve);
    dialog = screen.getByRole('dialog', { name: 'Give Full access to Ann Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(network)).toEqual([]);

    await userEvent.click(approve);
    dialog = screen.getByRole('dialog', { name: 'Give Full access to Ann Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give Full access' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Access granted' }),
      ),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Full access request from Ann Lee' }),
      ).not.toBeInTheDocument(),
    );
    expect(posts(network)).toEqual(['/api/privacy/requests/r1/approve']);
  });

  it('rejects at once', async () => {
    const { network } = renderRequests();
    await userEvent.click(
      within(
        await screen.findByRole('listitem', { name: 'Standard access request from Tom Lee' }),
      ).getByRole('button', { name: 'Reject' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('listitem', { name: 'Standard access request from Tom Lee' }),
      ).not.toBeInTheDocument(),
    );
    expect(posts(network)).toEqual(['/api/privacy/requests/r2/reject']);
  });

  it('still offers Reject, and only Reject, once the waiting period granted a request nobody claimed', async () => {
    const { network } = renderRequests(undefined, [
      {
        ...pendingFull(),
        grantsAt: '2026-11-23T10:00:00.000Z',
        state: 'granted',
        decidedAt: '2026-11-23T10:00:00.000Z',
        decidedBy: 'waiting_period',
      },
      { ...lovedOneRequest(), state: 'granted', decidedBy: 'owner', claimed: true },
    ]);
    const full = await screen.findByRole('listitem', { name: 'Full access request from Ann Lee' });
    expect(
      within(full).getByText(
        'The waiting period is over, but Ann Lee has not opened the plan yet: you can still reject it.',
      ),
    ).toBeVisible();
    expect(within(full).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('listitem', { name: 'Standard access request from Tom Lee' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(full).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(network)).toEqual(['/api/privacy/requests/r1/reject']));
  });

  it('lists active grants only, and revokes one after asking', async () => {
    const { network, platform } = renderRequests();
    const list = await screen.findByRole('list', { name: 'Active grants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const bob = within(list).getByRole('listitem', { name: 'Standard access of Bob Stone' });
    expect(bob).toHaveTextContent('Bob Stone · bob@example.com · Friend');
    expect(bob).toHaveTextContent(/Through: Access key · since .+ · until .+/);

    await userEvent.click(within(bob).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke access for Bob Stone?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(bob).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke access for Bob Stone?' })).getByRole(
        'button',
        { name: 'Revoke' },
      ),
    );
    expect(
      await screen.findByText('Nobody holds access to your plan right now.'),
    ).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Access revoked' }),
    );
    expect(network.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/privacy/grants/g1',
    );
  });

  it('lets the owner choose the day a grant ends', async () => {
    const { network, platform } = renderRequests();
    const bob = await screen.findByRole('listitem', { name: 'Standard access of Bob Stone' });
    const day = within(bob).getByLabelText('Access ends on');
    await userEvent.clear(day);
    await userEvent.type(day, '2027-03-01');
    await userEvent.click(within(bob).getByRole('button', { name: 'Change end' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Access end changed' }),
      ),
    );
    const put = network.calls.find((call) => call.path === '/api/privacy/grants/g1');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ expiresAt: new Date('2027-03-01T23:59:59').toISOString() });

    // The server's limit, said before sending: at most 5 years away.
    await userEvent.clear(day);
    await userEvent.type(day, '2099-01-01');
    expect(within(bob).getByText('Access can last at most 5 years from today')).toBeVisible();
    expect(within(bob).getByRole('button', { name: 'Change end' })).toBeDisabled();
  });

  it('says that email is off, and only then', async () => {
    renderRequests();
    expect(
      await screen.findByText(
        /Email notifications are off: notices of requests and grants appear here in the app only/,
      ),
    ).toBeInTheDocument();
  });

  it('does not mention email when it is on', async () => {
    renderRequests({ waitingPeriodDays: 7, emailEnabled: true });
    await screen.findByRole('list', { name: 'Active grants' });
    expect(screen.queryByText(/Email notifications are off/)).not.toBeInTheDocument();
  });

  it('keeps the waiting period between 1 and 30 whole days', async () => {
    const { network, platform } = renderRequests();
    const field = await screen.findByRole('spinbutton', { name: 'Waiting period (days)' });
    await waitFor(() => expect(field).toHaveValue(7));
    const save = screen.getByRole('button', { name: 'Save Waiting Period' });
    const submitWith = async (text: string) => {
      await userEvent.clear(field);
      if (text) await userEvent.type(field, text);
      await userEvent.click(save);
    };
    await submitWith('0');
    expect(await screen.findByText('The waiting period is 1 to 30 days')).toBeVisible();
    await submitWith('31');
    expect(await screen.findByText('The waiting period is 1 to 30 days')).toBeVisible();
    await submitWith('2.5');
    expect(await screen.findByText('The waiting period is a whole number of days')).toBeVisible();
    await submitWith('');
    expect(await screen.findByText('Please give the waiting period in days')).toBeVisible();
    expect(network.calls.some((call) => call.method === 'PUT')).toBe(false);

    await submitWith('14');
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Waiting period saved' }),
      ),
    );
    expect(network.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      waitingPeriodDays: 14,
    });
  });
});
