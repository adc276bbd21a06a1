import { expect, test } from '@playwright/test';
import { useDemoMode } from './support/demo';

test('an unreachable remote shows its Retry card while the other tabs still work', async ({
  page,
}) => {
  await useDemoMode(page);
  await page.route('**/mfe-wishes/**', (route) => route.abort('connectionrefused'));
  const navigation = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();

  await navigation.getByRole('button', { name: 'Wishes' }).click();
  await expect(page.getByText('Wishes could not be loaded')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The header and navigation are still there and working.
  await expect(page.getByText('Legacy Planner').first()).toBeVisible();

  await navigation.getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await navigation.getByRole('button', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  // The remote comes back: Retry loads it without reloading the page.
  await navigation.getByRole('button', { name: 'Wishes' }).click();
  await expect(retry).toBeVisible();
  await page.unroute('**/mfe-wishes/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishes' })).toBeVisible();
  await expect(page.getByText('Wishes could not be loaded')).toHaveCount(0);
});
