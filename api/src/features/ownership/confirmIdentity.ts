import type { StoragePort, UserRecord } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { verifyPassword } from '../auth/passwords';

/**
 * What someone deleting an account proves, beyond holding its session (a browser left signed
 * in must not be enough to destroy a plan). Two-factor sign-in (issue 14, part A) adds its code
 * to this proof and its check to confirmIdentity: this is the one place that checks it.
 */
export interface IdentityProof {
  password: string;
}

/** Refuses with 403 unless the proof is right for the account as it is stored now. */
export async function confirmIdentity(
  store: StoragePort,
  user: UserRecord,
  proof: IdentityProof,
): Promise<void> {
  const current = await store.users.findById(user.id);
  if (!current) throw new HttpError(404, 'not_found', 'No such account.');
  if (!current.passwordHash) {
    throw new HttpError(
      409,
      'no_password',
      'This account signs in through Google or Facebook and has no password. Set a password first, then delete the account with it.',
    );
  }
  if (!(await verifyPassword(proof.password, current.passwordHash))) {
    throw new HttpError(403, 'wrong_password', 'The password is not correct.');
  }
}
