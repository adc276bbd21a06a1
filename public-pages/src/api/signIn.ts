import type { LoginRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * Signs in (also the read-only demo account) and answers the user, or, with two-factor sign-in
 * on, that a code is needed (signInWithCode). The endpoint carries the sign-in's yup schema, so
 * it comes with the page's rules, which the form has loaded to check what is sent.
 */
export const signIn = async (api: ApiClient, credentials: LoginRequest) => {
  const { signIn: endpoint } = await import('../auth/authRules');
  return api.call(endpoint, { body: credentials });
};
