import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useDemoMode } from './support/demo';

async function expectNoAxeViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the landing, sign-in and not-found pages have no axe violations', async ({ page }) => {
  for (const [address, heading] of [
    ['/', 'Plan Once. Be Remembered Forever.'],
    ['/login', 'Sign In'],
    ['/nowhere', '404 Page Not Found'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('every tab of /app has no axe violations', async ({ page }) => {
  // Five axe runs over whole tabs (the Privacy tab alone has about 770 elements): about 25 s.
  test.slow();
  await useDemoMode(page);
  await page.goto('/app');
  for (const [tab, title] of [
    ['Dashboard', 'Your Legacy Plan'],
    ['Documents', 'Documents'],
    ['Wishes', 'Wishes'],
    ['Contacts', 'Contacts'],
    ['Privacy', 'Privacy'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
