import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createAccount, uniqueEmail } from './support/accounts';
import { linkIn, mailTo } from './support/mailbox';
import { addDaughterCara, signUpVerifiedOwner } from './support/owner';

// Issue 27, end to end: a legacy message "upon passing" to one of the owner's contacts reaches
// that contact's email when an admin verifies a full request; its link shows the message with
// no account, and the full-grant holder (the executor) sees whom it is for, never its words.

const runCommand = promisify(execFile);

const requester = {
  name: 'Eli Stone',
  email: uniqueEmail('executor'),
  relationship: 'Executor',
};

/** A browser context of its own: no cookie of the owner's, the admin's or anyone else's. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function ok(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>, what: string) {
  const answered = await response;
  expect(answered.ok(), `${what}: ${answered.status()}`).toBe(true);
  return answered;
}

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
  const asked = await ok(
    executor.page.request.post('/api/access/requests', {
      data: {
        level: 'full',
        ownerEmail,
        deathCertificate: 'DC-2026-0042',
        medicalValidation: 'MV-7731',
        identityProof: 'ID-99812',
        requester,
      },
    }),
    'POST /api/access/requests',
  );
  expect(asked.status()).toBe(202);
  const { requestId, claimToken } = (await asked.json()) as {
    requestId: string;
    claimToken: string;
  };

  // An administrator (made on the command line) verifies the evidence.
  const admin = await newVisitor(browser);
  const adminEmail = uniqueEmail('messages-admin');
  await createAccount(admin.page.request, adminEmail, 'Ada Admin');
  const promoted = await runCommand('npm', ['run', 'admin', '--', 'promote', adminEmail], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  expect(promoted.stdout).toContain(`${adminEmail} is now an admin.`);
  await ok(
    admin.page.request.post(`/api/admin/access-requests/${requestId}/verify`),
    'verify the request',
  );

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
  await executor.page.goto(
    `/access/view?request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(claimToken)}`,
  );
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

  await Promise.all([executor, admin, recipient].map((visitor) => visitor.context.close()));
});
