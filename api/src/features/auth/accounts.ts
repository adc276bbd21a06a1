import { DuplicateEmailError, type StoragePort, type UserRecord } from '../../storage/port';
import { voidAccountLinks } from '../security/emailLinks';
import { scheduleFirstReviewReminder } from '../planReview/planReview';

/**
 * The account service shared by password and third-party sign-in.
 *
 * Signing up with a password proves nothing about the email; opening the link mailed to it
 * does (features/security), and so does a provider that verified it (Google, Facebook). So:
 * - the admin role from ADMIN_EMAILS goes only to a proven email, and is taken away when the
 *   email leaves the list (a role given on the command line, `npm run admin`, is left alone);
 * - when a provider-proven email signs in to an account whose email nobody proved yet, its
 *   password, its pending links and its two-factor secret are removed and its sessions end:
 *   whoever set them may not own the email.
 */
export function accounts(store: StoragePort, adminEmails: Set<string>, clock: () => Date) {
  const listedAndProven = (user: Pick<UserRecord, 'email' | 'emailVerified'>) =>
    user.emailVerified && adminEmails.has(user.email.toLowerCase());

  async function withCurrentRole(user: UserRecord): Promise<UserRecord> {
    if (user.roleSource === 'command_line') return user;
    const listed = listedAndProven(user);
    if (listed === (user.role === 'admin')) return user;
    const role = listed ? 'admin' : 'user';
    const roleSource = listed ? 'admin_emails' : null;
    await store.users.setRole(user.id, role, roleSource);
    return { ...user, role, roleSource };
  }

  /** The account of a provider-verified email, created the first time it signs in. */
  async function findOrCreateVerified(email: string, name: string): Promise<UserRecord> {
    const existing = await store.users.findByEmail(email);
    if (!existing) {
      try {
        // The account and its first review reminder are written together: a failure between
        // them would leave an account the next sign-in finds, never to be reminded.
        const created = await store.unitOfWork(async (tx) => {
          const user = await tx.users.create({
            name,
            email,
            passwordHash: null,
            emailVerified: true,
            role: 'user',
          });
          await scheduleFirstReviewReminder(tx, { clock }, user.id);
          return user;
        });
        return withCurrentRole(created);
      } catch (error) {
        // Two first sign-ins at once (two tabs): the other one created it; take that one.
        if (!(error instanceof DuplicateEmailError)) throw error;
        return findOrCreateVerified(email, name);
      }
    }
    if (existing.emailVerified) return withCurrentRole(existing);
    // The password goes first, then the sessions: a sign-in with it in between would
    // otherwise start a session that outlives the claim.
    const claimed = await store.users.markEmailVerified(existing.id, { dropPassword: true });
    await store.sessions.destroyForUser(existing.id);
    // Nor what they set up with it: links to move the account elsewhere or reset its password,
    // and a two-factor secret that would lock the email's owner out.
    await voidAccountLinks(store.accountTokens, existing.id);
    await store.twoFactor.disable(existing.id);
    return withCurrentRole(claimed!);
  }

  return { withCurrentRole, findOrCreateVerified };
}

export type Accounts = ReturnType<typeof accounts>;
