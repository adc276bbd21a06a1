import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';

/**
 * Signs the page's browser up as a new person through the API (page.request shares the page's
 * cookies, so the page is signed in too). Onboarding is marked done unless asked otherwise, so
 * /app opens on the dashboard.
 */
export async function signInAsNewPerson(
  page: Page,
  { onboardingStep = 6 }: { onboardingStep?: number } = {},
): Promise<void> {
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Test Person', email: uniqueEmail('rough-edges'), password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
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
