import type { CurrentUser, OnboardingRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/auth/onboarding: keeps the onboarding step (or its completion) for the user. */
export const saveOnboarding = (api: ApiClient, progress: OnboardingRequest) =>
  api.request<CurrentUser>('PUT', '/api/auth/onboarding', progress);
