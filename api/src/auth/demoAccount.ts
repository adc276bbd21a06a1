import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import type { StoragePort } from '../storage/port';
import { hashPassword } from './passwords';

/**
 * Seeds the fixed demo account that "Try Demo" signs in to, once. Its session is read-only
 * (see guards.ts), so its sample data stays as seeded.
 */
export async function seedDemoAccount(store: StoragePort): Promise<void> {
  if (await store.users.findByEmail(DEMO_ACCOUNT.email)) return;
  await store.users.create({
    name: 'Demo Planner',
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    role: 'user',
    isDemo: true,
    onboardingComplete: true,
    onboardingStep: 6,
  });
}
