import type { OnboardingRequest } from '@legacy-planner/contracts';
import { saveOnboarding as saveOnboardingEndpoint } from '@legacy-planner/contracts/endpoints/authForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Keeps the onboarding step (or its completion) for the user. */
export const saveOnboarding = (api: ApiClient, progress: OnboardingRequest) =>
  api.call(saveOnboardingEndpoint, { body: progress });
