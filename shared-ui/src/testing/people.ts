import type { CurrentUser } from '@legacy-planner/contracts';

/** A signed-in person, as GET /api/auth/user answers (tests of the app and the public pages). */
export const signedInPerson: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
  signingPlace: null,
  maritalStatus: null,
};
