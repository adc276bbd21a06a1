import { expect, test } from '@playwright/test';
import { expectLandingPageLoaded, expectSignInPageLoaded } from './support/accounts';
import { useDemoMode } from './support/demo';
import { wizardPages } from './support/remotes';

test('a visitor without a session is sent from /app to /login', async ({ page }) => {
  await page.goto('/app');
  await expectSignInPageLoaded(page);
});

test('any other address shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('Demo Mode from the landing page opens /app; the banner link leaves it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Demo Mode (No Account)' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Demo Mode Activated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign up to create your own plan' }).click();
  await expectLandingPageLoaded(page);
  await page.goto('/app');
  await expectSignInPageLoaded(page);
});

test.describe('in demo mode', () => {
  test.beforeEach(async ({ page }) => {
    await useDemoMode(page);
  });

  test('/home goes to /app', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/app$/);
  });

  for (const { route, title } of wizardPages) {
    test(`${route} shows its page from the wizards remote`, async ({ page }) => {
      const exposed = page.waitForResponse((response) =>
        /\/mfe-wizards\/__federation_expose_/.test(response.url()),
      );
      await page.goto(route);
      await exposed;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }

  test('/admin is for administrators only, and the admin remote is not downloaded', async ({
    page,
  }) => {
    const adminDownloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe-admin/')) adminDownloads.push(request.url());
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    expect(adminDownloads).toEqual([]);
  });
});
