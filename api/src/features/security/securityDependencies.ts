import type { UserRecord } from '../../storage/port';
import type { Accounts } from '../auth/accounts';
import type { FeatureDependencies } from '../dependencies';
import type { AccountMail } from './accountMail';

/** What the account security routes use: the features' dependencies, the account service, mail. */
export type SecurityDependencies = Pick<FeatureDependencies, 'store' | 'sealer' | 'clock'> & {
  accounts: Accounts;
  mail: AccountMail;
  /** Records the check-in that signing in is. */
  signedIn: (user: UserRecord) => Promise<void>;
};
