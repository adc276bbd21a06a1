import { DEMO_ACCOUNT, demoPlan } from '@legacy-planner/contracts';
import { DuplicateEmailError, type StoragePort } from '../../storage/port';
import { hashPassword } from './passwords';

/**
 * Seeds the fixed demo account that "Try Demo" signs in to, with the sample plan (its activity
 * log is written as the records are created). Safe to run at every start and from several API
 * instances at once: an existing account is kept, and a plan is added only to an empty one.
 * Its session is read-only (the owner policy, routing/policy.ts), so the sample stays as seeded.
 */
export async function seedDemoAccount(store: StoragePort): Promise<void> {
  let demo = await store.users.findByEmail(DEMO_ACCOUNT.email);
  if (!demo) {
    try {
      demo = await store.users.create({
        name: 'Demo Planner',
        email: DEMO_ACCOUNT.email,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
        role: 'user',
        isDemo: true,
        onboardingComplete: true,
        onboardingStep: 6,
      });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      return; // another instance is seeding it
    }
  }
  if ((await store.documents.count(demo.id)) > 0) return;
  for (const document of demoPlan.documents) await store.documents.create(demo.id, document);
  for (const wish of demoPlan.wishes) await store.wishes.create(demo.id, wish);
  for (const contact of demoPlan.contacts) await store.contacts.create(demo.id, contact);
}
