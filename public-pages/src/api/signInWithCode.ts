import type { TwoFactorCodeRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * Finishes a password sign-in with a code. The endpoint carries a yup schema: it comes with the
 * sign-in page's rules, fetched while the browser is idle.
 */
export const signInWithCode = async (api: ApiClient, request: TwoFactorCodeRequest) => {
  const { signInWithCode: endpoint } = await import('../auth/authRules');
  return api.call(endpoint, { body: request });
};
