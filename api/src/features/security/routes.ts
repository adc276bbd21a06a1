import type { AnyRoute } from '../../routing/declaration';
import type { FeatureDependencies } from '../dependencies';
import type { Accounts } from '../auth/accounts';
import { accountMail } from './accountMail';
import type { SecurityDependencies } from './securityDependencies';
import { emailRoutes } from './emailRoutes';
import { passwordRoutes } from './passwordRoutes';
import { twoFactorRoutes } from './twoFactorRoutes';
import { sessionRoutes } from './sessionRoutes';

/** Email verification, password reset and change, two-factor sign-in, sessions (issue 14). */
export function securityRoutes(
  dependencies: FeatureDependencies,
  accounts: Accounts,
  signedIn: SecurityDependencies['signedIn'],
): AnyRoute[] {
  const { store, sealer, clock, config, mail } = dependencies;
  const security = { store, sealer, clock, accounts, mail: accountMail(config, mail), signedIn };
  return [
    ...emailRoutes(security),
    ...passwordRoutes(security),
    ...twoFactorRoutes(security),
    ...sessionRoutes(security),
  ];
}
