import type { Accounts } from '../auth/accounts';
import type { FeatureDependencies } from '../dependencies';
import type { AccountMail } from './accountMail';

/** What the account security routes use: the features' dependencies, the account service, mail. */
export type SecurityDependencies = Pick<FeatureDependencies, 'store' | 'sealer' | 'clock'> & {
  accounts: Accounts;
  mail: AccountMail;
};
