import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_TEXTS, messageNotSentTexts, type Contact } from '@legacy-planner/contracts';
import { blankRow } from '@legacy-planner/contracts/wizards';
import { Reply } from '@legacy-planner/shared-ui/testing';
import { fill, person, renderWizard, wizardRecord } from '../testing/renderWizard';
import FinalWishesPage from '../pages/FinalWishesPage';

// Whom a legacy message is for, what the form says when it could not reach them, and how each
// saved message's delivery stands, with the owner's test delivery.

jest.setTimeout(30_000);

const contact = (id: string, firstName: string, email: string): Contact => ({
  id,
  userId: 'u1',
  firstName,
  lastName: 'Lee',
  email,
  phone: '',
  relation: 'Daughter',
  role: 'family',
  address: '',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const contacts = [contact('c1', 'Cara', 'cara@example.com'), contact('c2', 'Noel', '')];

const withMessages = (...rows: ReturnType<typeof blankRow<'legacyMessages'>>[]) => {
  const record = wizardRecord('final-wishes');
  record.data.legacyMessages = rows;
  return record;
};

const messageGroup = (n: number) => screen.findByRole('group', { name: `Message ${n}` });

describe('a legacy message’s recipient', () => {
  it('names a contact (its email is used), or someone by name and email, and says when nobody can be reached', async () => {
    const { puts } = renderWizard(
      FinalWishesPage,
      withMessages({ ...blankRow('legacyMessages', 'm1'), messageType: 'text' }),
      { 'GET /api/contacts': contacts },
    );
    const message = await messageGroup(1);
    // Nobody named yet: no way to deliver it.
    expect(await within(message).findByText(MESSAGE_TEXTS.unreachable)).toBeVisible();
    expect(within(message).getByRole('textbox', { name: "Recipient's name" })).toBeVisible();

    await fill(within(message).getByRole('textbox', { name: "Recipient's email" }), 'dan@');
    expect(within(message).getByText(MESSAGE_TEXTS.unreachable)).toBeVisible();
    await fill(
      within(message).getByRole('textbox', { name: "Recipient's email" }),
      'dan@example.com',
    );
    await waitFor(() =>
      expect(within(message).queryByText(MESSAGE_TEXTS.unreachable)).not.toBeInTheDocument(),
    );

    // A contact with an email: their name and address come from the contact.
    await userEvent.click(within(message).getByRole('combobox', { name: 'Recipient' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cara Lee (cara@example.com)' }));
    expect(within(message).queryByRole('textbox', { name: "Recipient's name" })).toBeNull();
    expect(within(message).queryByRole('textbox', { name: "Recipient's email" })).toBeNull();
    expect(within(message).queryByText(MESSAGE_TEXTS.unreachable)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(puts().at(-1)?.body).toMatchObject({
        data: {
          legacyMessages: [{ id: 'm1', recipientContactId: 'c1', recipientName: 'Cara Lee' }],
        },
      }),
    );
  });

  it('asks for an email when the chosen contact has none', async () => {
    renderWizard(
      FinalWishesPage,
      withMessages({ ...blankRow('legacyMessages', 'm1'), recipientContactId: 'c2' }),
      { 'GET /api/contacts': contacts },
    );
    const message = await messageGroup(1);
    expect(await within(message).findByText(MESSAGE_TEXTS.unreachable)).toBeVisible();
    expect(
      within(message).getByText('This contact has no email: type the one to deliver it to.'),
    ).toBeVisible();
    await fill(
      within(message).getByRole('textbox', { name: "Recipient's email" }),
      'noel@example.com',
    );
    await waitFor(() =>
      expect(within(message).queryByText(MESSAGE_TEXTS.unreachable)).not.toBeInTheDocument(),
    );
  });
});

describe('a legacy message’s delivery', () => {
  it('shows each saved message’s state', async () => {
    renderWizard(
      FinalWishesPage,
      withMessages(
        blankRow('legacyMessages', 'm1'),
        blankRow('legacyMessages', 'm2'),
        blankRow('legacyMessages', 'm3'),
        blankRow('legacyMessages', 'm4'),
      ),
      {
        'GET /api/contacts': contacts,
        'GET /api/messages': {
          messages: [
            {
              id: 'm1',
              recipientName: 'Cara',
              reachable: true,
              state: 'waiting',
              deliveredAt: null,
              firstOpenedAt: null,
              notSent: null,
            },
            {
              id: 'm2',
              recipientName: 'Dan',
              reachable: true,
              state: 'delivered',
              deliveredAt: '2026-03-01T10:00:00.000Z',
              firstOpenedAt: null,
              notSent: null,
            },
            {
              id: 'm3',
              recipientName: 'Eve',
              reachable: true,
              state: 'opened',
              deliveredAt: '2026-03-01T10:00:00.000Z',
              firstOpenedAt: '2026-03-02T10:00:00.000Z',
              notSent: null,
            },
            {
              id: 'm4',
              recipientName: 'Fay',
              reachable: false,
              state: 'waiting',
              deliveredAt: null,
              firstOpenedAt: null,
              notSent: 'no_email',
            },
          ],
        },
      },
    );
    const states = async (n: number) =>
      within(await messageGroup(n)).findByText(/^Delivery:/, { selector: 'p' });
    await messageGroup(4);
    // The rows show before the states the page reads after them: waited for, each try at once.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Message 2' })).getByText(/^Delivery:/, {
          selector: 'p',
        }),
      ).toHaveTextContent('Delivery: Delivered'),
    );
    expect(await states(1)).toHaveTextContent('Delivery: Waiting');
    expect(await states(3)).toHaveTextContent('Delivery: Opened');
    expect(await states(4)).toHaveTextContent('Delivery: Waiting');
    expect(
      within(await messageGroup(4)).getByText(messageNotSentTexts.no_email),
    ).toBeInTheDocument();
    expect(within(await messageGroup(1)).queryByText(/could not be sent/)).toBeNull();
  });

  it('sends the owner a test delivery, and says when the message is not saved yet', async () => {
    const { network, platform } = renderWizard(
      FinalWishesPage,
      withMessages(blankRow('legacyMessages', 'm1')),
      {
        'GET /api/contacts': contacts,
        'POST /api/messages/m1/test-delivery': new Reply(204, undefined),
        'GET /api/messages': { messages: [] },
      },
    );
    const message = await messageGroup(1);
    await userEvent.click(within(message).getByRole('button', { name: 'Send me a test delivery' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Test delivery sent',
        description: MESSAGE_TEXTS.testSent,
        variant: 'success',
      }),
    );
    expect(network.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/messages/m1/test-delivery' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add Message' }));
    const added = await messageGroup(2);
    await userEvent.click(within(added).getByRole('button', { name: 'Send me a test delivery' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'No test delivery',
        description: MESSAGE_TEXTS.notSavedYet,
        variant: 'destructive',
      }),
    );
  });

  it('offers no test delivery to a helper: it mails the plan’s owner, which is theirs to do', async () => {
    renderWizard(
      FinalWishesPage,
      withMessages(blankRow('legacyMessages', 'm1')),
      { 'GET /api/contacts': contacts, 'GET /api/messages': { messages: [] } },
      {
        user: person,
        helping: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' },
      },
    );
    const message = await messageGroup(1);
    expect(await within(message).findByRole('status')).toHaveTextContent('Delivery:');
    expect(within(message).queryByRole('button', { name: 'Send me a test delivery' })).toBeNull();
  });
});
