import { expect, test } from '@playwright/test';
import { harnesses } from './support/remotes';
import { PASSWORD, createAccount, uniqueEmail } from './support/accounts';

// Each remote also runs alone, in the harness that provides the platform contract: its build
// serves a standalone page at its own folder, with its own copy of every shared package.

for (const { folder, title } of harnesses) {
  test(`${folder} runs alone in its harness`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith(`/${folder}/`)) foreign.push(pathname);
    });
    await page.goto(`/${folder}/`);
    await expect(page.getByText(`Standalone harness: ${folder.replace('-', '_')}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(foreign).toEqual([]);
  });
}

test('a remote runs alone against the API, signed in from its harness', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('harness');
  await createAccount(request, email);
  const document = await request.post('/api/documents', {
    data: { title: 'Harness deed', category: 'property', status: 'in_progress' },
  });
  expect(document.status()).toBe(201);

  await page.goto('/mfe-dashboard/?mode=account');
  await expect(page.getByText('Standalone harness: mfe_dashboard (signed in)')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
  await expect(page.getByText('Harness deed')).toBeVisible();

  // Back to demo mode: the sample plan, not the account's.
  await page.getByRole('button', { name: 'Demo mode' }).click();
  await expect(page.getByText('Standalone harness: mfe_dashboard (demo mode)')).toBeVisible();
  await expect(page.getByText('Harness deed')).toHaveCount(0);
});
