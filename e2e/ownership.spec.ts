import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { contentWidth } from './support/geometry';
import { readZip } from './support/zip';

// Issue 14 part B in the browser: the account page's export downloads the whole plan as a
// zip, and deleting the account signs the person out for good.

async function signUp(page: import('@playwright/test').Page, email: string) {
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Ola Nordmann', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
}

test('Export Everything downloads a zip holding the plan', async ({ page }) => {
  await signUp(page, uniqueEmail('export'));
  const created = await page.request.post('/api/documents', {
    data: { title: 'Letter to my children', category: 'other' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download My Plan (.zip)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^legacy-planner-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const { names, texts } = await readZip(await download.path(), ['plan.json']);
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'plan.json']));
  const plan = JSON.parse(texts.get('plan.json')!);
  expect(plan.account.name).toBe('Ola Nordmann');
  expect(plan.documents.map((document: { title: string }) => document.title)).toContain(
    'Letter to my children',
  );
});

test('the account page fits a 360 px screen, dialog open too, without axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, uniqueEmail('account-page'));
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Download My Plan (.zip)' })).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Delete My Account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
});

test('Delete Account signs out for good: home with a toast, and signing in fails', async ({
  page,
}) => {
  const email = uniqueEmail('delete');
  await signUp(page, email);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete Account Forever' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account deleted')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Account not found', { exact: true })).toBeVisible();
});
