import { CONTACT_SEARCH_MAX_LENGTH } from '@legacy-planner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, CurrentUser } from '@legacy-planner/contracts';
import { helpTopics } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatformSettled, Reply } from '@legacy-planner/shared-ui/testing';
import ContactsTab from './ContactsTab';
import { contactsApi } from './testing/contactsApi';

// Typing into MUI's dialogs in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const contact = (id: string, fields: Partial<Contact>): Contact => ({
  id,
  userId: 'u1',
  firstName: 'Cara',
  lastName: 'Diaz',
  email: '',
  phone: '',
  relation: '',
  role: 'family',
  address: '',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const people = [
  contact('c1', {
    firstName: 'Sarah',
    lastName: 'Johnson',
    role: 'executor',
    relation: 'Daughter',
  }),
  contact('c2', {
    firstName: 'Michael',
    lastName: 'Chen',
    role: 'medical_proxy',
    email: 'm.chen@example.com',
  }),
  contact('c3', { firstName: 'Ruth', lastName: 'Okafor', role: 'executor', relation: 'Sister' }),
  contact('c4', { firstName: 'Tom', lastName: 'Lee', role: 'trustee' }),
];

/** A network answering the contacts' reads, and the given answers for the writes. */
const network = (writes: Record<string, Reply> = {}) =>
  fakeNetwork({ ...contactsApi(people), 'GET /api/activities': [], ...writes });

describe('ContactsTab', () => {
  it('lets a helper who may only view read the plan, with every change off and the reason said', async () => {
    await renderWithPlatformSettled(<ContactsTab />, {
      api: network().api,
      helping: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'viewer-helper' },
    });
    expect(await screen.findByRole('button', { name: 'Add Contact' })).toBeDisabled();
    expect(
      screen.getByText(
        'Robert Diaz lets you view this plan, not change it. Ask them to let you edit it.',
      ),
    ).toBeVisible();
  });

  describe('a contact the owner’s plan relies on, while an editor helps', () => {
    const reason =
      'Only Robert Diaz can change this contact’s email, or remove them: Robert’s check-ins ask them whether Robert is OK, and may give them access.';
    const editing = { helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' } as const;
    const relied = [
      contact('c2', {
        firstName: 'Michael',
        lastName: 'Chen',
        role: 'medical_proxy',
        email: 'm.chen@example.com',
        reliedOnBy: ['check-ins'],
      }),
      contact('c4', { firstName: 'Tom', lastName: 'Lee', role: 'trustee', reliedOnBy: [] }),
    ];
    const reliedNetwork = (writes: Record<string, Reply> = {}) =>
      fakeNetwork({ ...contactsApi(relied), 'GET /api/activities': [], ...writes });

    it('keeps its email and Delete off, the reason said and describing them; the rest may change', async () => {
      const { calls, api } = reliedNetwork({
        'PUT /api/contacts/c2': new Reply(200, relied[0]),
      });
      await renderWithPlatformSettled(<ContactsTab />, { api, helping: editing });
      const remove = await screen.findByRole('button', { name: 'Delete Michael Chen' });
      expect(remove).toBeDisabled();
      expect(remove).toHaveAccessibleDescription(reason);
      expect(screen.getByText(reason)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Delete Tom Lee' })).toBeEnabled();

      await userEvent.click(screen.getByRole('button', { name: 'Edit Michael Chen' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Contact' });
      const email = within(dialog).getByRole('textbox', { name: 'Email' });
      expect(email).toBeDisabled();
      expect(email).toHaveAccessibleDescription(reason);
      const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
      expect(phone).toBeEnabled();
      await userEvent.click(phone);
      await userEvent.paste('555-0199');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        email: 'm.chen@example.com',
        phone: '555-0199',
      });
    });

    it('leaves a contact nothing relies on, and every contact for the owner, free to change', async () => {
      await renderWithPlatformSettled(<ContactsTab />, { api: reliedNetwork().api });
      expect(await screen.findByRole('button', { name: 'Delete Michael Chen' })).toBeEnabled();
      expect(screen.queryByText(reason)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Edit Michael Chen' }));
      expect(
        within(screen.getByRole('dialog', { name: 'Edit Contact' })).getByRole('textbox', {
          name: 'Email',
        }),
      ).toBeEnabled();
    });

    it('says the server’s reason when it refuses a change the page did not expect', async () => {
      const { api } = reliedNetwork({
        'DELETE /api/contacts/c4': new Reply(403, {
          error: 'helper_may_not_reroute',
          message: reason,
        }),
      });
      const { platform } = await renderWithPlatformSettled(<ContactsTab />, {
        api,
        helping: editing,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Tom Lee' }));
      await userEvent.click(
        within(screen.getByRole('dialog', { name: 'Delete Tom Lee?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      await waitFor(() =>
        expect(platform.toast).toHaveBeenCalledWith(
          expect.objectContaining({ description: reason }),
        ),
      );
    });
  });

  it('shows its title and its help panel', async () => {
    await renderWithPlatformSettled(<ContactsTab />, { api: network().api });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.contacts.title }),
    ).toBeInTheDocument();
  });

  it('groups contacts by role and counts every role in the overview', async () => {
    await renderWithPlatformSettled(<ContactsTab />, { api: network().api });
    const executors = await screen.findByRole('region', { name: 'Executor (2)' });
    expect(
      within(executors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sarah Johnson', 'Ruth Okafor']);
    expect(screen.getByRole('region', { name: 'Medical Proxy (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trustee (1)' })).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'Roles Overview' });
    expect(within(overview).getByTestId('role-executor')).toHaveTextContent(
      'Executor: 2Legal and financial documents, after your passing is verified.',
    );
    expect(within(overview).getByTestId('role-medical_proxy')).toHaveTextContent(
      'Medical Proxy: 1',
    );
    for (const role of [
      'beneficiary',
      'emergency_contact',
      'guardian',
      'attorney',
      'financial_advisor',
    ]) {
      expect(within(overview).getByTestId(`role-${role}`)).toHaveTextContent(': 0');
    }
    expect(within(overview).getByTestId('role-trustee')).toHaveTextContent('Trustee: 1');
  });

  it('asks the API for the contacts matching the search: name, email, relationship and role', async () => {
    const { calls, api } = network();
    await renderWithPlatformSettled(<ContactsTab />, { api });
    await screen.findByText('Sarah Johnson');
    const search = screen.getByRole('searchbox', { name: 'Search contacts' });
    // No longer than the API takes: a longer search would only be refused.
    expect(search).toHaveAttribute('maxLength', String(CONTACT_SEARCH_MAX_LENGTH));
    const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const searchFor = async (text: string, found: string[]) => {
      await userEvent.clear(search);
      await userEvent.type(search, text);
      await waitFor(() => expect(names()).toEqual(found));
    };

    await searchFor('m.chen@', ['Michael Chen']);
    await searchFor('sister', ['Ruth Okafor']);
    await searchFor('executor', ['Sarah Johnson', 'Ruth Okafor']);
    await searchFor('nobody', []);
    expect(screen.getByText('No contact matches your search.')).toBeInTheDocument();
    // Asked once the typing paused, not once a key.
    const asked = calls
      .map((call) => new URL(call.path, 'http://test.invalid'))
      .filter((url) => url.pathname === '/api/contacts/counts')
      .map((url) => url.searchParams.get('q'));
    expect(asked).toEqual([null, 'm.chen@', 'sister', 'executor', 'nobody']);
    // The Roles Overview counts the whole plan, whatever the search.
    expect(screen.getByTestId('role-executor')).toHaveTextContent('Executor: 2');
  });

  it('shows a role’s contacts a page at a time, the server’s count in its heading, and moves focus to the first contact added', async () => {
    const executors = Array.from({ length: 45 }, (_, index) =>
      contact(`e${index}`, { firstName: `Exec${index}`, lastName: 'Person', role: 'executor' }),
    );
    const { calls, api } = fakeNetwork({ ...contactsApi(executors), 'GET /api/activities': [] });
    await renderWithPlatformSettled(<ContactsTab />, { api });
    const group = screen.getByRole('region', { name: 'Executor (45)' });
    const shown = () => within(group).getAllByRole('heading', { level: 3 });
    expect(shown()).toHaveLength(20);

    await userEvent.click(
      within(group).getByRole('button', { name: /Show more \(25 not shown\)/ }),
    );
    await waitFor(() => expect(shown()).toHaveLength(40));
    expect(shown()[20]).toHaveTextContent('Exec20 Person');
    expect(shown()[20]).toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: /Show more \(5 not shown\)/ }));
    await waitFor(() => expect(shown()).toHaveLength(45));
    expect(within(group).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    // Each page named the next one's cursor; the role travelled with every page.
    const pages = calls
      .map((call) => new URL(call.path, 'http://test.invalid'))
      .filter((url) => url.pathname === '/api/contacts')
      .map((url) => `${url.searchParams.get('role')} ${url.searchParams.get('cursor')}`);
    expect(pages).toEqual(['executor null', 'executor 20', 'executor 40']);
  });

  it('filters by role, each choice counted by the server', async () => {
    await renderWithPlatformSettled(<ContactsTab />, { api: network().api });
    const role = screen.getByRole('combobox', { name: 'Role' });
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['All roles (4)', 'Executor (2)', 'Trustee (1)', 'Friend (0)']),
    );
    await userEvent.selectOptions(role, 'executor');
    expect(screen.getByRole('region', { name: 'Executor (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trustee (1)' })).not.toBeInTheDocument();
    await userEvent.selectOptions(role, 'friend');
    expect(screen.getByText('No contact matches your search.')).toBeInTheDocument();
  });

  it('asks for a first and last name and a valid email before saving', async () => {
    const { calls, api } = network();
    await renderWithPlatformSettled(<ContactsTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    expect(await within(dialog).findByText('Please enter a first name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a last name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates a contact with its relationship stored as relation, and says so', async () => {
    const { calls, api } = network({
      'POST /api/contacts': new Reply(201, contact('c9', { firstName: 'Ana' })),
    });
    const { platform } = await renderWithPlatformSettled(<ContactsTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    // Pasted rather than typed: typing in jsdom is slow on a busy machine.
    for (const [label, text] of [
      ['First name', 'Ana'],
      ['Last name', 'Ruiz'],
      ['Relationship', 'Niece'],
    ] as const) {
      await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    }
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'Beneficiary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      relation: 'Niece',
      role: 'beneficiary',
    });
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Contact created' }),
    );
  });

  // Three openings of the dialog: given longer than the others on a busy machine.
  it('opens Add Contact empty after a contact was saved, and Edit with that contact', async () => {
    const { api } = network({
      'POST /api/contacts': new Reply(201, contact('c9', { firstName: 'Dr', lastName: 'Hart' })),
    });
    await renderWithPlatformSettled(<ContactsTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    // Pasted rather than typed: typing five fields in jsdom takes longer than the test may.
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    };
    await fill('First name', 'Dr');
    await fill('Last name', 'Hart');
    await fill('Email', 'hart@clinic.example');
    await fill('Address', '1 Clinic Road');
    await fill('Notes', 'Has my medical file');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    dialog = screen.getByRole('dialog', { name: 'Add Contact' });
    const values = () =>
      Object.fromEntries(
        within(dialog)
          .getAllByRole<HTMLInputElement>('textbox')
          .map((field) => [field.name, field.value]),
      );
    expect(values()).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      relation: '',
      address: '',
      notes: '',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Michael Chen' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Contact' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'm.chen@example.com',
    );
  }, 60_000);

  it('keeps the form and says so when saving fails', async () => {
    const { api } = network({
      'PUT /api/contacts/c1': new Reply(500, { error: 'internal_error' }),
    });
    const { platform } = await renderWithPlatformSettled(<ContactsTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sarah Johnson' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Contact' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to update contact. Please try again.' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeInTheDocument();
    expect(phone).toHaveValue('555-0199');
  });

  it('deletes a contact only after confirmation', async () => {
    const { calls, api } = network({ 'DELETE /api/contacts/c4': new Reply(204) });
    const { platform } = await renderWithPlatformSettled(<ContactsTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tom Lee' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Tom Lee?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Tom Lee' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Tom Lee?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Contact deleted' }),
      ),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/contacts/c4')).toBe(
      true,
    );
  });

  it.each([
    [
      'demo mode, the sample contacts',
      { isDemoMode: true, isReadOnly: true },
      // Demo mode calls no API at all; the demo account reads its own plan.
      [],
      'Demo mode is read-only: sign up to add and change your own contacts.',
    ],
    [
      'the demo account, its contacts',
      { isReadOnly: true, user: { isDemo: true } as CurrentUser },
      ['GET'],
      'The demo account is read-only: sign up to add and change your own contacts.',
    ],
  ])('shows %s read-only, and says why once', async (_name, overrides, methods, note) => {
    const { calls, api } = network();
    await renderWithPlatformSettled(<ContactsTab />, { api, ...overrides });
    expect(await screen.findByText('Sarah Johnson')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(note);
    const add = screen.getByRole('button', { name: 'Add Contact' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(note);
    for (const button of screen.getAllByRole('button', { name: /^(Edit|Delete) / })) {
      expect(button).toBeDisabled();
    }
    expect([...new Set(calls.map((call) => call.method))]).toEqual(methods);
  });
});
