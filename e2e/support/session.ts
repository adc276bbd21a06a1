import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, verifyEmail } from './accounts';

/**
 * Signs the page's browser up as a new person through the API (page.request shares the page's
 * cookies, so the page is signed in too). Onboarding is marked done unless asked otherwise, so
 * /app opens on the dashboard. `emailVerified` opens the emailed link too: only a verified
 * email may make keys, cards and grants.
 */
export async function signInAsNewPerson(
  page: Page,
  {
    onboardingStep = 6,
    emailVerified = false,
  }: { onboardingStep?: number; emailVerified?: boolean } = {},
): Promise<void> {
  const email = uniqueEmail('rough-edges');
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Test Person', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  if (emailVerified) await verifyEmail(page.request, email);
  const onboarding = await page.request.put('/api/auth/onboarding', {
    data: { onboardingComplete: onboardingStep === 6, onboardingStep },
  });
  expect(onboarding.ok()).toBe(true);
}

/** Whether the page's browser holds a session the API accepts. */
export async function hasValidSession(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/auth/user');
  return response.ok();
}
