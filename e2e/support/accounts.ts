import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, mailTo } from './mailbox';

let counter = 0;
/** An email no other test uses (the server's data directory is fresh for every run). */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

export const PASSWORD = 'a-good-password';

/** Creates an account through the API (its own cookie jar: the page stays signed out). */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  name = 'Test Person',
) {
  const response = await request.post('/api/auth/signup', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

/**
 * Opens the verification link that sign-up mailed to `email`, as its owner would. Until the
 * email is verified the account may plan but not let anyone in: no access key, card, grant,
 * waiting period or sharing with the administrators (403 email_not_verified).
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const mail = await mailTo(email, 'Confirm your email address');
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), 'POST /api/auth/verify-email').toBe(200);
}

/** Signs up through the sign-up screen and waits for /app. */
export async function signUpThroughForm(page: Page, email: string, name = 'Test Person') {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Waits until the landing page's own document has loaded. Leaving the app for `/` takes the
 * address first and then loads the public page in its place, so the address alone says nothing:
 * a navigation started before that load would be interrupted by it, and a test ending before it
 * would close its page mid-load.
 */
export async function expectLandingPageLoaded(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan Once. Be Remembered Forever.' }),
  ).toBeVisible();
  await page.waitForLoadState('load');
}

/**
 * Waits for the sign-in page that the app loads in its place for a visitor without a session:
 * its heading and its load event. A test that ended at the address alone left the page loading,
 * and closing its browser context then waited past the test's time (seen in CI).
 */
export async function expectSignInPageLoaded(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('load');
}

/** Signs out from the app and waits for the landing page. */
export async function signOutFromApp(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expectLandingPageLoaded(page);
}
