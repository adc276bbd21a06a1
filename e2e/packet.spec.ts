import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { wizardPages } from '../mfe-wizards/src/pages/wizardPages';
import { pdfText } from '../api/src/testing/pdfText';
import { uniqueEmail } from './support/accounts';
import {
  askForFullAccess,
  claimAddress,
  newVisitor,
  ok,
  verifyAsAdmin,
} from './support/fullAccess';
import { signUpVerifiedOwner } from './support/owner';

// Issue 29, end to end: an owner completes the will and the health directive, records where
// the will's signed original is, and prints the binder; a full grant's holder (the executor)
// opens the packet built from that plan, finds the will's original in the owner's words and the
// executor's phone, marks a task done, and the owner's access log shows it.

const WHERE = 'Fire safe, study closet';
const HOLDER = 'Attorney Jane Roe';
const EXECUTOR_PHONE = '555-0142';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Completes the open wizard with its button; the app lands on the Documents tab. */
async function complete(page: Page, info: (typeof wizardPages)[keyof typeof wizardPages]) {
  await page.getByRole('button', { name: info.completeLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/app\?tab=documents$/);
}

/** A full grant for `name`, as the product gives one: evidence, verified by an administrator. */
async function fullGrantHolder(browser: Browser, ownerEmail: string, name: string) {
  const holder = await newVisitor(browser);
  const requester = { name, email: uniqueEmail('executor'), relationship: 'Executor' };
  const { requestId, claimToken } = await askForFullAccess(
    holder.page.request,
    ownerEmail,
    requester,
  );
  await verifyAsAdmin(browser, requestId);
  await holder.page.goto(claimAddress(requestId, claimToken));
  return holder;
}

test('the owner prints a binder with the will, the directive and where the will is; the executor works through the packet and the owner sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = uniqueEmail('packet-owner');
  await signUpVerifiedOwner(page.request, ownerEmail);
  await ok(
    page.request.post('/api/contacts', {
      data: {
        firstName: 'Eli',
        lastName: 'Stone',
        email: uniqueEmail('eli'),
        phone: EXECUTOR_PHONE,
        relation: 'Friend',
        role: 'executor',
      },
    }),
    'POST /api/contacts',
  );

  // The will, completed in its wizard.
  const will = wizardPages.will;
  await page.goto(will.route);
  await expect(page.getByRole('heading', { level: 1, name: will.title })).toBeVisible();
  await textbox(page, 'Full legal name').fill('Ada Lovelace');
  await textbox(page, "Executor's full name").fill('Eli Stone');
  await page.getByRole('group', { name: 'Beneficiary 1' }).getByLabel('Name').fill('Byron King');
  await complete(page, will);

  // The health directive, signed and completed.
  const directive = wizardPages.healthDirective;
  await page.goto(directive.route);
  await expect(page.getByRole('heading', { level: 1, name: directive.title })).toBeVisible();
  await textbox(page, 'Full legal name').fill('Ada Lovelace');
  await textbox(page, "Agent's full name").fill('Mary Major');
  await textbox(page, 'Signature (type your full name)').fill('Ada Lovelace');
  await page.getByLabel('Date of signature').fill('2026-03-01');
  await page.getByRole('checkbox', { name: /^I (confirm|authorize)/ }).check();
  await complete(page, directive);

  // Where the will's signed original is, recorded on its card.
  const willCard = page.getByRole('article', { name: 'Last Will & Testament' });
  await willCard.getByRole('button', { name: 'Edit Last Will & Testament' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date signed').fill('2026-03-03');
  await dialog.getByLabel('Where the signed original is kept').fill(WHERE);
  await dialog.getByLabel('Who holds it').fill(HOLDER);
  await dialog.getByRole('button', { name: /save/i }).click();
  const custody = `Signed on Mar 3, 2026 · original: ${WHERE} (${HOLDER})`;
  await expect(willCard.getByText(custody)).toBeVisible();

  // The binder: both records and the custody line.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Print my binder' }).click();
  const binder = await pdfText(await readFile((await (await download).path()) as string));
  expect(binder.text).toContain('Last Will & Testament');
  expect(binder.text).toContain('Advance Health Directive');
  expect(binder.text).toContain('Byron King');
  expect(binder.text).toContain('Mary Major');
  expect(binder.text.replace(/\s+/g, ' ')).toContain(custody);

  // The executor: a full grant's holder opens the packet.
  const executor = await fullGrantHolder(browser, ownerEmail, 'Eli Stone');
  const packet = executor.page.getByRole('region', { name: 'The executor’s packet' });
  const original = packet.getByRole('listitem', { name: 'Find the will’s original' });
  await expect(original).toContainText(`Where the will’s original is: ${WHERE} (${HOLDER})`);
  await expect(packet.getByRole('listitem', { name: /^Call Eli Stone/ })).toContainText(
    EXECUTOR_PHONE,
  );
  // The box shows the server's answer: it is ticked once the change is saved.
  await original.getByRole('checkbox', { name: /Done/ }).click();
  await expect(original.getByRole('checkbox', { name: /Done/ })).toBeChecked();
  await executor.page.reload();
  await expect(
    packet
      .getByRole('listitem', { name: 'Find the will’s original' })
      .getByRole('checkbox', { name: /Done/ }),
  ).toBeChecked();

  // The owner's access log shows it, with the task and who did it.
  await page.goto('/app?tab=privacy');
  const log = page.getByRole('region', { name: 'Access Log' });
  await expect(log.getByText('Marked a task of the executor’s packet done').first()).toBeVisible();
  await expect(log.getByText(/Find the will’s original/).first()).toBeVisible();
  await expect(log.getByText(/Eli Stone/).first()).toBeVisible();

  await executor.context.close();
});
