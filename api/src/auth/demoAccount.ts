import { DEMO_ACCOUNT, demoPlan } from '@legacy-planner/contracts';
import type { StoragePort } from '../storage/port';
import { hashPassword } from './passwords';

/**
 * Seeds the fixed demo account that "Try Demo" signs in to, once, with the sample plan (its
 * activity log is written as the records are created). Its session is read-only (see
 * guards.ts), so the sample stays as seeded.
 */
export async function seedDemoAccount(store: StoragePort): Promise<void> {
  if (await store.users.findByEmail(DEMO_ACCOUNT.email)) return;
  const demo = await store.users.create({
    name: 'Demo Planner',
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    role: 'user',
    isDemo: true,
    onboardingComplete: true,
    onboardingStep: 6,
  });
  for (const document of demoPlan.documents) await store.documents.create(demo.id, document);
  for (const wish of demoPlan.wishes) await store.wishes.create(demo.id, wish);
  for (const contact of demoPlan.contacts) await store.contacts.create(demo.id, contact);
}
