import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, verifyEmail } from './accounts';

/**
 * Signs up an owner through the API on `request` (the page's, to sign its page in), verifies the
 * email, as only a verified email may name trusted contacts or let anyone in, and finishes
 * onboarding so that the app opens on the dashboard.
 */
export async function signUpVerifiedOwner(
  request: APIRequestContext,
  email: string,
  name = 'Ada Lovelace',
) {
  const signup = await request.post('/api/auth/signup', {
    data: { name, email, password: PASSWORD },
  });
  expect(signup.status(), 'sign-up').toBe(201);
  await verifyEmail(request, email);
  const onboarding = await request.put('/api/auth/onboarding', {
    data: { onboardingComplete: true, onboardingStep: 6 },
  });
  expect(onboarding.ok(), `onboarding: ${onboarding.status()}`).toBe(true);
}

/** Adds Cara Lee, the owner's daughter, with the given email, to the owner's contacts. */
export async function addDaughterCara(request: APIRequestContext, email: string) {
  const made = await request.post('/api/contacts', {
    data: { firstName: 'Cara', lastName: 'Lee', email, relation: 'Daughter', role: 'family' },
  });
  expect(made.status(), 'POST /api/contacts').toBe(201);
  return ((await made.json()) as { id: string }).id;
}
