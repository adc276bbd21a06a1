import type { StoragePort, UserRecord } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import { HttpError } from '../../http/errors';
import { verifyPassword } from '../auth/passwords';
import { acceptSecondFactor } from '../security/twoFactor';

/**
 * What someone deleting an account proves, beyond holding its session (a browser left signed
 * in must not be enough to destroy a plan): the password, and a current authenticator code or
 * an unused recovery code when two-factor sign-in is on, as a sign-in would ask.
 */
export interface IdentityProof {
  password: string;
  code?: string;
}

export interface IdentityChecks {
  store: StoragePort;
  sealer: JsonSealer;
  clock: () => Date;
}

/** Refuses with 403 unless the proof is right for the account as it is stored now. */
export async function confirmIdentity(
  { store, sealer, clock }: IdentityChecks,
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
  if (!(await store.twoFactor.get(user.id))) return;
  if (!proof.code) {
    throw new HttpError(
      403,
      'two_factor_required',
      'Two-factor sign-in is on: enter the code from your authenticator app, or a recovery code.',
    );
  }
  if (!(await acceptSecondFactor(store.twoFactor, sealer, user.id, proof.code, clock()))) {
    throw new HttpError(
      403,
      'wrong_code',
      'This code is not right. Try the newest one from your app, or a recovery code.',
    );
  }
}
