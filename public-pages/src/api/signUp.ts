import type { SignupRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * Creates the account, signs it in and answers the user. The endpoint carries the sign-up's yup
 * schema, so it comes with the page's rules, which the form has loaded to check what is sent.
 */
export const signUp = async (api: ApiClient, account: SignupRequest) => {
  const { signUp: endpoint } = await import('../auth/authRules');
  return api.call(endpoint, { body: account });
};
