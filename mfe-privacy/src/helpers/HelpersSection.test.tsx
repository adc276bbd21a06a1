import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  helperRoleDescriptions,
  type AccountSecurity,
  type HelperRole,
  type PlanHelper,
  type PrivacySettings,
} from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { helpers, planHelper } from '../testing/privacyFixtures';
import { HelpersSection } from './HelpersSection';

jest.setTimeout(30_000);

const security = (emailVerified: boolean): AccountSecurity => ({
  email: 'owner@example.com',
  emailVerified,
  emailEnabled: true,
  hasPassword: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
});

function renderHelpers({
  initial = helpers(),
  settings = { waitingPeriodDays: 7, emailEnabled: true },
  emailVerified = true,
  routes = {},
  isReadOnly = false,
}: {
  initial?: PlanHelper[];
  settings?: PrivacySettings;
  emailVerified?: boolean;
  routes?: Parameters<typeof fakeNetwork>[0];
  isReadOnly?: boolean;
} = {}) {
  let list = initial;
  const withRole = (id: string, state: PlanHelper['state']) => (body: unknown) => {
    const { role } = body as { role: HelperRole };
    list = list.map((one) => (one.id === id ? { ...one, role, state } : one));
    return list.find((one) => one.id === id);
  };
  const removal = (id: string) => () => {
    list = list.filter((one) => one.id !== id);
    return new Reply(204);
  };
  const network = fakeNetwork({
    'GET /api/helpers': () => list,
    'GET /api/privacy/settings': settings,
    'GET /api/privacy/log': [],
    'GET /api/account/security': security(emailVerified),
    'POST /api/helpers/h3/approve': withRole('h3', 'active'),
    'POST /api/helpers/h4/approve': withRole('h4', 'active'),
    'PUT /api/helpers/h1': withRole('h1', 'active'),
    'DELETE /api/helpers/h1': removal('h1'),
    'DELETE /api/helpers/h2': removal('h2'),
    'DELETE /api/helpers/h4': removal('h4'),
    'POST /api/helpers': (body: unknown) => {
      const { name, email, role } = body as { name: string; email: string; role: HelperRole };
      const invited = planHelper({
        id: 'h9',
        name,
        email,
        role,
        state: 'invited',
        relationship: '',
        activeSince: null,
      });
      list = [...list, invited];
      return invited;
    },
    ...routes,
  });
  return {
    network,
    ...renderWithPlatform(<HelpersSection />, { api: network.api, isReadOnly }),
  };
}

const callsOf = (network: ReturnType<typeof fakeNetwork>, method: string) =>
  network.calls.filter((call) => call.method === method).map(({ path, body }) => ({ path, body }));

const row = (name: RegExp | string) => screen.findByRole('listitem', { name });

describe('people who help with my plan', () => {
  it('lists who helps, who is invited and who asks, requests first', async () => {
    renderHelpers();
    const list = await screen.findByRole('list', { name: 'People who help with your plan' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Tom Lee', 'Ann Lee', 'Maria Diaz', 'Ben Ng']);

    const maria = within(list).getByRole('listitem', { name: 'Maria Diaz: Can edit' });
    expect(maria).toHaveTextContent('maria@example.com · Daughter');
    expect(maria).toHaveTextContent(/Helping since Oct 2, 2026/);
    expect(within(maria).getByRole('combobox', { name: 'Role' })).toHaveValue('editor');
    expect(within(maria).getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      helperRoleDescriptions.editor,
    );

    const ben = within(list).getByRole('listitem', {
      name: 'Ben Ng: Invited · waiting for them to accept',
    });
    expect(ben).toHaveTextContent('ben@example.com');
    expect(ben).not.toHaveTextContent('ben@example.com ·');
    expect(within(ben).getByRole('button', { name: 'Withdraw invitation' })).toBeEnabled();

    const tom = within(list).getByRole('listitem', {
      name: 'Tom Lee: Asks to help with your plan',
    });
    expect(tom).toHaveTextContent('tom@example.com · Son');
    expect(within(tom).getByText('Used your access key.')).toBeVisible();
    expect(within(tom).queryByLabelText('Answers of Tom Lee')).not.toBeInTheDocument();

    const ann = within(list).getByRole('listitem', {
      name: 'Ann Lee: Asks to help with your plan',
    });
    expect(within(ann).getByText('Answered the identity questions about you:')).toBeVisible();
    // In the journey's order, under its questions' words.
    expect(within(ann).getByLabelText('Answers of Ann Lee')).toHaveTextContent(
      "Full name:Mary LeeDate of birth:1950-01-01Mother's maiden name:SmithFavourite colour:Blue",
    );
    expect(ann).toHaveTextContent(
      'It is for you to judge whether these answers are right: approve only if you are sure who is asking.',
    );
  });

  it('says so when nobody helps yet', async () => {
    renderHelpers({ initial: [] });
    expect(await screen.findByText('Nobody helps with your plan yet.')).toBeVisible();
  });

  it('approves a request as "Can view" unless another role is chosen', async () => {
    const { network, platform } = renderHelpers();
    const tom = await row('Tom Lee: Asks to help with your plan');
    const role = within(tom).getByRole('combobox', { name: 'Role if you approve' });
    expect(role).toHaveValue('viewer-helper');
    expect(within(role).getByRole('option', { selected: true })).toHaveTextContent('Can view');
    expect(role).toHaveAccessibleDescription(helperRoleDescriptions['viewer-helper']);

    await userEvent.click(within(tom).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsOf(network, 'POST')).toEqual([
        { path: '/api/helpers/h3/approve', body: { role: 'viewer-helper' } },
      ]),
    );
    expect(await row('Tom Lee: Can view')).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Tom Lee helps with your plan now',
        description: 'Can view',
      }),
    );
  });

  it('approves with the role the owner chose', async () => {
    const { network } = renderHelpers();
    const ann = await row('Ann Lee: Asks to help with your plan');
    const role = within(ann).getByRole('combobox', { name: 'Role if you approve' });
    await userEvent.selectOptions(role, 'Can edit');
    expect(role).toHaveAccessibleDescription(helperRoleDescriptions.editor);
    await userEvent.click(within(ann).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsOf(network, 'POST')).toEqual([
        { path: '/api/helpers/h4/approve', body: { role: 'editor' } },
      ]),
    );
    expect(await row('Ann Lee: Can edit')).toBeInTheDocument();
  });

  it('declines a request and withdraws an invitation at once', async () => {
    const { network, platform } = renderHelpers();
    await userEvent.click(
      within(await row('Ann Lee: Asks to help with your plan')).getByRole('button', {
        name: 'Decline',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Ann Lee/ })).not.toBeInTheDocument(),
    );
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Ann Lee's request declined" }),
    );
    await userEvent.click(
      within(await row(/^Ben Ng/)).getByRole('button', { name: 'Withdraw invitation' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Ben Ng/ })).not.toBeInTheDocument(),
    );
    expect(callsOf(network, 'DELETE').map(({ path }) => path)).toEqual([
      '/api/helpers/h4',
      '/api/helpers/h2',
    ]);
  });

  it("changes an active helper's role", async () => {
    const { network, platform } = renderHelpers();
    const maria = await row('Maria Diaz: Can edit');
    await userEvent.selectOptions(
      within(maria).getByRole('combobox', { name: 'Role' }),
      'Can view',
    );
    await waitFor(() =>
      expect(callsOf(network, 'PUT')).toEqual([
        { path: '/api/helpers/h1', body: { role: 'viewer-helper' } },
      ]),
    );
    expect(await row('Maria Diaz: Can view')).toBeInTheDocument();
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Maria Diaz: Can view' }),
    );
  });

  it('removes a helper only once the owner confirms that their access ends at once', async () => {
    const { network, platform } = renderHelpers();
    const maria = await row('Maria Diaz: Can edit');
    const remove = within(maria).getByRole('button', { name: 'Remove' });

    act(() => remove.focus());
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Remove Maria Diaz?' });
    expect(dialog).toHaveAccessibleDescription(
      "Maria Diaz's access to your plan ends at once: their next attempt to open or change it is refused. You can invite them again later.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(network, 'DELETE')).toEqual([]);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove Maria Diaz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Maria Diaz/ })).not.toBeInTheDocument(),
    );
    expect(callsOf(network, 'DELETE')).toEqual([{ path: '/api/helpers/h1', body: undefined }]);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Maria Diaz no longer helps with your plan' }),
    );
  });

  it('with the demo account shows the people but disables every change', async () => {
    renderHelpers({ isReadOnly: true });
    const maria = await row('Maria Diaz: Can edit');
    expect(within(maria).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(maria).getByRole('button', { name: 'Remove' })).toBeDisabled();
    // Reading what a helper changed is no change.
    expect(within(maria).getByRole('button', { name: 'Changes' })).toBeEnabled();
    const tom = await row('Tom Lee: Asks to help with your plan');
    expect(within(tom).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(tom).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
  });

  it('lets no one in until the owner’s email is verified: Invite and Approve wait', async () => {
    renderHelpers({ emailVerified: false });
    const note = await screen.findByText(/Verify your email before you let anyone into your plan/);
    const invite = screen.getByRole('button', { name: 'Invite' });
    await waitFor(() => expect(invite).toBeDisabled());
    expect(note).toHaveTextContent(/open the link we sent to owner@example.com/);
    expect(invite).toHaveAccessibleDescription(
      expect.stringMatching(/^Verify your email before you let anyone into your plan/),
    );
    const tom = await row('Tom Lee: Asks to help with your plan');
    expect(within(tom).getByRole('button', { name: 'Approve' })).toBeDisabled();
    // Saying no never needs a verified email.
    expect(within(tom).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });
});

describe('folded while nobody waits for an answer', () => {
  it('says who helps, and opens on its button', async () => {
    renderHelpers({ initial: helpers().filter((helper) => helper.state !== 'requested') });
    expect(await screen.findByText('1 person helps with your plan; 1 invited.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'People who help with your plan' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Helpers and invitations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'People who help with your plan' })).toBeVisible();
  });
});

describe('inviting someone to help', () => {
  /** The section as rendered, unfolded: with nobody asking, it opens on its button. */
  async function renderOpened(options: Parameters<typeof renderHelpers>[0]) {
    const rendered = renderHelpers(options);
    await userEvent.click(
      await screen.findByRole('button', {
        name: /^(Invite someone to help|Helpers and invitations)$/,
      }),
    );
    return rendered;
  }

  async function invite(name: string, email: string, role?: string) {
    await userEvent.type(screen.getByRole('textbox', { name: /Their name/ }), name);
    await userEvent.type(screen.getByRole('textbox', { name: /Their email/ }), email);
    if (role)
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'They may' }), role);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
  }

  it('invites as "Can view" by default and says an email is on its way when the server sends email', async () => {
    const { network } = await renderOpened({ initial: [] });
    expect(screen.getByRole('combobox', { name: 'They may' })).toHaveValue('viewer-helper');
    await invite('Maria Diaz', 'maria@example.com');
    expect(
      await screen.findByText(
        'We emailed Maria Diaz an invitation. It waits for them in the plan switcher once they sign in with maria@example.com.',
      ),
    ).toBeVisible();
    expect(callsOf(network, 'POST')).toEqual([
      {
        path: '/api/helpers',
        body: { name: 'Maria Diaz', email: 'maria@example.com', role: 'viewer-helper' },
      },
    ]);
    expect(await row('Maria Diaz: Invited · waiting for them to accept')).toHaveTextContent(
      'Can view once they accept',
    );
    expect(screen.getByRole('textbox', { name: /Their name/ })).toHaveValue('');
  });

  it('never claims an email was sent when the server sends none', async () => {
    const { network } = await renderOpened({
      initial: [],
      settings: { waitingPeriodDays: 7, emailEnabled: false },
    });
    await invite('Maria Diaz', 'maria@example.com', 'Can edit');
    expect(
      await screen.findByText(
        'Tell Maria Diaz to sign in with maria@example.com: the invitation waits for them in the plan switcher.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/We emailed/)).not.toBeInTheDocument();
    expect(callsOf(network, 'POST')[0]?.body).toEqual({
      name: 'Maria Diaz',
      email: 'maria@example.com',
      role: 'editor',
    });
  });

  it('checks the form with the contracts’ schema before sending', async () => {
    const { network } = await renderOpened({ initial: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter their name')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    await invite('Maria Diaz', 'not-an-email');
    expect(screen.getByRole('textbox', { name: /Their email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(callsOf(network, 'POST')).toEqual([]);
  });

  it('shows the API’s refusal as it says it', async () => {
    await renderOpened({
      initial: [],
      routes: {
        'POST /api/helpers': new Reply(409, {
          error: 'already_helping',
          message: 'maria@example.com already helps with your plan or is invited.',
        }),
      },
    });
    await invite('Maria Diaz', 'maria@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'maria@example.com already helps with your plan or is invited.',
    );
    expect(screen.queryByText(/We emailed/)).not.toBeInTheDocument();
    // What was typed stays, to correct it.
    expect(screen.getByRole('textbox', { name: /Their email/ })).toHaveValue('maria@example.com');
  });
});
