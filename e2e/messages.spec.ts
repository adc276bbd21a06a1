import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { uniqueEmail } from './support/accounts';
import {
  askForFullAccess,
  claimAddress,
  newVisitor,
  ok,
  verifyAsAdmin,
} from './support/fullAccess';
import { linkIn, mailTo } from './support/mailbox';
import { addDaughterCara, signUpVerifiedOwner } from './support/owner';

// Issue 27, end to end: a legacy message "upon passing" to one of the owner's contacts reaches
// that contact's email when an admin verifies a full request; its link shows the message with
// no account, and the full-grant holder (the executor) sees whom it is for, never its words.

const requester = {
  name: 'Eli Stone',
  email: uniqueEmail('executor'),
  relationship: 'Executor',
};

test('a message "upon passing" reaches its contact when an admin verifies a full request, and only they read it', async ({
  page,
  browser,
}) => {
  // The owner: a contact with an email, and a message for them upon passing.
  const ownerEmail = uniqueEmail('messages-owner');
  const owner = page.request;
  await signUpVerifiedOwner(owner, ownerEmail);
  const caraEmail = uniqueEmail('cara');
  const caraId = await addDaughterCara(owner, caraEmail);
  const words = `Dear Cara, the letters are in the blue box under the stairs (${randomUUID()}).`;
  const finalWishes = emptyWizardData('final-wishes', randomUUID);
  finalWishes.legacyMessages = [
    {
      ...blankRow('legacyMessages', randomUUID()),
      recipientContactId: caraId,
      recipientName: 'Cara Lee',
      relationship: 'Daughter',
      messageType: 'text',
      content: words,
      deliveryTiming: 'upon_passing',
    },
  ];
  await ok(
    owner.put('/api/wizards/final-wishes', { data: { status: 'draft', data: finalWishes } }),
    'PUT /api/wizards/final-wishes',
  );

  // The owner's page says the message waits.
  await page.goto('/final-wishes');
  const message = page.getByRole('group', { name: 'Message 1' });
  await expect(message.getByText('Delivery: Waiting')).toBeVisible();

  // Someone asks for full access with evidence: it waits, and nothing is delivered.
  const executor = await newVisitor(browser);
  const { requestId, claimToken } = await askForFullAccess(
    executor.page.request,
    ownerEmail,
    requester,
  );

  // An administrator (made on the command line) verifies the evidence.
  await verifyAsAdmin(browser, requestId);

  // The recipient's email arrives, with a link and not the words themselves.
  const delivered = await mailTo(caraEmail, 'A message from Ada Lovelace');
  expect(delivered.text).not.toContain('blue box');
  const link = linkIn(delivered, '/message');

  // Its link shows the message in a browser with no account.
  const recipient = await newVisitor(browser);
  await recipient.page.goto(link);
  await expect(
    recipient.page.getByRole('heading', { level: 1, name: 'A message from Ada Lovelace' }),
  ).toBeVisible();
  await expect(recipient.page.getByText(words)).toBeVisible();
  expect((await recipient.page.request.get('/api/auth/user')).status()).toBe(401);

  // The full-grant holder claims the grant: their view names the message, never its words.
  await executor.page.goto(claimAddress(requestId, claimToken));
  await expect(
    executor.page.getByRole('heading', { level: 1, name: "Ada Lovelace's plan" }),
  ).toBeVisible();
  const messages = executor.page.getByRole('list', { name: 'Legacy messages' });
  await expect(messages.getByRole('listitem', { name: 'Message for Cara Lee' })).toContainText(
    'Opened',
  );
  await expect(executor.page.getByText(/blue box/)).toHaveCount(0);
  for (const path of ['/api/access/view', '/api/access/view/messages']) {
    const answered = await ok(executor.page.request.get(path), `GET ${path}`);
    expect(await answered.text()).not.toContain('blue box');
  }

  // The owner's page shows it opened.
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Message 1' }).getByText('Delivery: Opened'),
  ).toBeVisible();

  await Promise.all([executor, recipient].map((visitor) => visitor.context.close()));
});
