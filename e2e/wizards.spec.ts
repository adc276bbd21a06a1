// The six document wizards (issue 11) as a new person uses them in Chromium, against the real
// API: each is filled, reloaded half-way (the draft is there), completed, and then reads Edit
// in the Documents tab's essential list; its PDF downloads. One person goes through several
// wizards, so the suite signs up few people (sign-ups are limited per address).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { wizardPages } from '../mfe-wizards/src/pages/wizardPages';
import { useDemoMode } from './support/demo';
import { tabTo } from './support/keyboard';
import { signInAsNewPerson } from './support/session';
import { chooseOption } from './support/select';

const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'.repeat(40));
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

type Info = (typeof wizardPages)[keyof typeof wizardPages];

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openWizard(page: Page, info: Info) {
  await page.goto(info.route);
  await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
}

/** Waits until the autosave says the draft is on the server. */
async function expectSaved(page: Page) {
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
}

/** Reloads the page and waits for the saved record to fill the form again. */
async function reload(page: Page, info: Info) {
  await expectSaved(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
  await expectSaved(page);
}

/** The typed signature, its date and the confirmation, which Save waits for. */
async function sign(page: Page, info: Info, name: string) {
  const save = page.getByRole('button', { name: info.completeLabel, exact: true });
  await expect(save).toBeDisabled();
  await textbox(page, 'Signature (type your full name)').fill(name);
  await page.getByLabel('Date of signature').fill('2026-03-01');
  await expect(save).toBeDisabled();
  await page.getByRole('checkbox', { name: /^I (confirm|authorize)/ }).check();
  await expect(save).toBeEnabled();
}

/**
 * Completes the wizard with its button, lands on the Documents tab with the essential entry
 * reading Edit, and downloads the PDF from the wizard and from the document's card.
 */
async function completeAndDownload(
  page: Page,
  info: Info,
  essentialTitle: string,
  toast: readonly string[] = ['Document saved'],
) {
  await page.getByRole('button', { name: info.completeLabel, exact: true }).click();
  for (const text of toast) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\?tab=documents$/);
  const essentials = page.getByRole('list', { name: 'Essential Documents Quick Access' });
  await expect(essentials.getByRole('button', { name: `Edit ${essentialTitle}` })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: essentialTitle })
      .getByRole('link', { name: `Download PDF of ${essentialTitle}` }),
  ).toHaveAttribute('href', `/api/wizards/${info.kind}/pdf`);

  await essentials.getByRole('button', { name: `Edit ${essentialTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`${info.route}$`));
  await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await page.request.get(`/api/wizards/${info.kind}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('the will, the health directive and the power of attorney: drafts survive a reload, completing reads Edit, PDFs download', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsNewPerson(page);

  // ── The will ──
  const will = wizardPages.will;
  await openWizard(page, will);
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await textbox(page, 'Full legal name').fill('Zoë Ångström');
  await page.getByRole('group', { name: 'Beneficiary 1' }).getByLabel('Name').fill('Émile');
  await reload(page, will);
  await expect(textbox(page, 'Full legal name')).toHaveValue('Zoë Ångström');
  await expect(
    page.getByRole('group', { name: 'Beneficiary 1' }).getByLabel('Name', { exact: true }),
  ).toHaveValue('Émile');
  await textbox(page, "Executor's full name").fill('Mary Major');
  await page.getByRole('button', { name: 'Add Beneficiary' }).click();
  await page.getByRole('group', { name: 'Beneficiary 2' }).getByLabel('Name').fill('Bo');
  await completeAndDownload(page, will, 'Last Will & Testament');

  // ── The health directive, with the PDF-only upload ──
  const directive = wizardPages.healthDirective;
  await openWizard(page, directive);
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await textbox(page, 'Full legal name').fill('Zoë Ångström');
  await textbox(page, "Agent's full name").fill('Mary Major');
  await page.getByRole('switch', { name: 'Name an alternate agent' }).check();
  await textbox(page, "Alternate agent's full name").fill('Bo Major');
  await page
    .getByRole('radiogroup', { name: 'Organ donation' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await textbox(page, 'Organ donation: comment (optional)').fill('Everything useful');

  const picker = page.getByLabel('PDF copy of your directive', { exact: true });
  await picker.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pngBytes });
  await expect(page.getByRole('alert')).toContainText('Please upload a PDF file only.');
  await picker.setInputFiles({
    name: 'directive.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes,
  });
  await expect(
    page.getByRole('list', { name: 'PDF copy of your directive: attached' }),
  ).toContainText('directive.pdf');

  await reload(page, directive);
  await expect(textbox(page, "Alternate agent's full name")).toHaveValue('Bo Major');
  await expect(textbox(page, 'Organ donation: comment (optional)')).toHaveValue(
    'Everything useful',
  );
  await expect(
    page.getByRole('list', { name: 'PDF copy of your directive: attached' }),
  ).toContainText('directive.pdf');
  await sign(page, directive, 'Zoë Ångström');
  await completeAndDownload(page, directive, 'Advance Health Directive');

  // ── The power of attorney ──
  const poa = wizardPages.powerOfAttorney;
  await openWizard(page, poa);
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await textbox(page, 'Full legal name').fill('Zoë Ångström');
  await textbox(page, "Agent's full name").fill('Mary Major');
  await page.getByRole('radio', { name: 'Durable' }).check();
  await page.getByRole('switch', { name: 'Banking and finances' }).check();
  await page.getByRole('radio', { name: 'On a specific date' }).check();
  await page.getByLabel('Effective from').fill('2026-06-01');
  await reload(page, poa);
  await expect(textbox(page, "Agent's full name")).toHaveValue('Mary Major');
  await expect(page.getByRole('radio', { name: 'Durable' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Banking and finances' })).toBeChecked();
  await expect(page.getByLabel('Effective from')).toHaveValue('2026-06-01');
  await sign(page, poa, 'Zoë Ångström');
  await completeAndDownload(page, poa, 'Power of Attorney');
});

test('digital assets, HIPAA and final wishes: drafts survive a reload, completing reads Edit, PDFs download', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsNewPerson(page);

  // ── Digital assets ──
  const digital = wizardPages.digitalAssets;
  await openWizard(page, digital);
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await textbox(page, "Executor's full name").fill('Mary Major');
  const account = page.getByRole('group', { name: 'Account 1' });
  await account.getByLabel('Platform or service').fill('Mail');
  await account.getByLabel('Password (optional)').fill('correct horse');
  await chooseOption(
    account.getByRole('combobox', { name: 'What to do' }),
    'Archive or memorialize it',
  );
  await page.getByRole('switch', { name: 'I own cryptocurrency or NFTs' }).check();
  await textbox(page, 'How to find the recovery phrase').fill('In the safe; my lawyer has the key');
  await reload(page, digital);
  await expect(account.getByLabel('Platform or service')).toHaveValue('Mail');
  await expect(account.getByLabel('Password (optional)')).toHaveValue('correct horse');
  await expect(textbox(page, 'How to find the recovery phrase')).toHaveValue(
    'In the safe; my lawyer has the key',
  );
  await sign(page, digital, 'Zoë Ångström');
  await completeAndDownload(page, digital, 'Digital Assets');

  // ── HIPAA authorization ──
  const hipaa = wizardPages.hipaaAuthorization;
  await openWizard(page, hipaa);
  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await textbox(page, 'Full legal name').fill('Zoë Ångström');
  await page.getByRole('group', { name: 'Recipient 1' }).getByLabel('Full name').fill('Dr. Who');
  await page.getByRole('checkbox', { name: 'Medical history' }).check();
  await page.getByRole('radio', { name: 'Upon an event' }).check();
  await textbox(page, 'The event that ends it').fill('My recovery');
  await reload(page, hipaa);
  await expect(
    page.getByRole('group', { name: 'Recipient 1' }).getByLabel('Full name'),
  ).toHaveValue('Dr. Who');
  await expect(textbox(page, 'The event that ends it')).toHaveValue('My recovery');
  await sign(page, hipaa, 'Zoë Ångström');
  await completeAndDownload(page, hipaa, 'HIPAA Authorization');

  // ── Final wishes ──
  const wishes = wizardPages.finalWishes;
  await openWizard(page, wishes);
  await page.getByRole('button', { name: 'Add Message' }).click();
  const message = page.getByRole('group', { name: 'Message 1' });
  await message.getByLabel("Recipient's name").fill('Léa');
  await message.getByLabel('Your message').fill('Be brave.');
  await textbox(page, 'How I want to be remembered').fill('As a kind teacher');
  await page.getByRole('button', { name: 'Add Keepsake' }).click();
  await page.getByRole('group', { name: 'Keepsake 1' }).getByLabel('Item').fill('My watch');
  await reload(page, wishes);
  await expect(message.getByLabel('Your message')).toHaveValue('Be brave.');
  await expect(page.getByRole('group', { name: 'Keepsake 1' }).getByLabel('Item')).toHaveValue(
    'My watch',
  );

  await page.getByRole('button', { name: 'Preview My Legacy' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview My Legacy' });
  await expect(preview).toContainText('Be brave.');
  await expect(preview).toContainText('As a kind teacher');
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Save Final Wishes' }).click();
  await expect(page.getByText('Please complete signature')).toBeVisible();
  await expect(page.getByText('Your name and confirmation are required.')).toBeVisible();
  await textbox(page, 'Your full name').fill('Zoë Ångström');
  await page.getByRole('checkbox', { name: 'I confirm that these are my final wishes.' }).check();
  await completeAndDownload(page, wishes, 'Final Wishes', [
    'Final wishes saved',
    'Your final wishes have been securely stored.',
  ]);
});

test('at 360 px every wizard fits the screen and axe finds nothing; the will is filled and saved with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewPerson(page);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const info of Object.values(wizardPages)) {
    await openWizard(page, info);
    await expect(page.getByRole('button', { name: info.completeLabel, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }

  const will = wizardPages.will;
  await openWizard(page, will);
  await tabTo(page, textbox(page, 'Full legal name'));
  await page.keyboard.type('Kay Board');
  await tabTo(page, page.getByRole('button', { name: 'Add Beneficiary' }));
  await page.keyboard.press('Enter');
  const added = page.getByRole('group', { name: 'Beneficiary 2' }).getByLabel('Name');
  await expect(added).toBeFocused();
  await page.keyboard.type('Kim');
  await tabTo(page, page.getByRole('button', { name: 'Save & Continue' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\?tab=documents$/);
  await expect(
    page
      .getByRole('list', { name: 'Essential Documents Quick Access' })
      .getByRole('button', { name: 'Edit Last Will & Testament' }),
  ).toBeVisible();
});

test('in demo mode the wizards are read-only, call no wizard API, fit 360 px and pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useDemoMode(page);
  const wizardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wizards')) wizardCalls.push(request.url());
  });
  await page.setViewportSize({ width: 360, height: 800 });
  for (const info of Object.values(wizardPages)) {
    await openWizard(page, info);
    await expect(page.getByText(/Demo mode is read-only/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: info.completeLabel, exact: true }),
    ).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  }
  // The read-only look comes from the shared field components: the digital assets wizard holds
  // every kind of them (text, a choice, a toggle, rows, the upload, the signature) and stands
  // for the six under axe; signed in, each of the six is checked.
  await openWizard(page, wizardPages.digitalAssets);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await openWizard(page, wizardPages.will);
  await expect(textbox(page, 'Full legal name')).not.toBeEditable();
  await page.getByRole('button', { name: 'Back to Documents' }).click();
  await expect(page).toHaveURL(/\/app\?tab=documents$/);
  expect(wizardCalls).toEqual([]);
});
