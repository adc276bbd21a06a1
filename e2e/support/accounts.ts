import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
