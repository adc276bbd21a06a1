import { resendVerification } from '@legacy-planner/contracts/endpoints/account';
import { changeEmail, verifyEmail } from '@legacy-planner/contracts/endpoints/accountForms';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { verifyPassword } from '../auth/passwords';
import type { SecurityDependencies } from './securityDependencies';
import { issueLink, useLink } from './emailLinks';
import { revokeWaysIn } from './revokeWaysIn';
import { linksPerAddress, passwordChecksPerAccount, verificationMailsPerAccount } from './limits';

const tag = 'account security';

export const invalidLink = () =>
  new HttpError(400, 'invalid_link', 'This link is not valid any more. Ask for a new one.');

/**
 * Proving an email: the link sent at sign-up (or sent again) verifies the account's address;
 * the link sent to a new address moves the account to it, ends every session and revokes every
 * way into the plan made before (revokeWaysIn.ts says why). A proven email may hold the admin
 * role from ADMIN_EMAILS (accounts.ts works it out on every request).
 */
export function emailRoutes({ store, clock, mail, accounts }: SecurityDependencies): AnyRoute[] {
  return [
    route({
      endpoint: verifyEmail,
      tag,
      summary: 'Open an emailed link: verify the address, or move the account to a new one',
      policy: 'public',
      rateLimit: [linksPerAddress],
      errors: { 400: 'The link is unknown, used or expired', 409: 'The new email is taken' },
      async action({ ctx, body }) {
        const now = clock();
        let moved = false;
        const user = await store.unitOfWork(async (tx) => {
          moved = false;
          // A link is either kind; each is looked up (and used up) only under its own purpose.
          const verified = await useLink(tx, body.token, 'verify_email', now);
          if (verified) {
            const owner = await tx.users.findById(verified.userId);
            // A link to an address the account no longer has proves nothing about it.
            if (!owner || owner.email !== verified.email) throw invalidLink();
            return tx.users.markEmailVerified(owner.id, { dropPassword: false });
          }
          const move = await useLink(tx, body.token, 'change_email', now);
          if (!move) throw invalidLink();
          const changed = await tx.users.changeEmail(move.userId, move.email);
          // Links sent to the old address are void now.
          await tx.accountTokens.deleteForUser(move.userId, 'verify_email');
          await tx.accountTokens.deleteForUser(move.userId, 'reset_password');
          await revokeWaysIn(tx, move.userId, 'email_change', now);
          moved = true;
          return changed;
        });
        if (!user) throw invalidLink();
        if (moved) {
          await store.sessions.destroyForUser(user.id);
          ctx.session = null;
        }
        return accounts.withCurrentRole(user);
      },
    }),

    route({
      endpoint: resendVerification,
      tag,
      summary: 'Send the verification link again',
      policy: 'owner',
      person: true,
      rateLimit: [verificationMailsPerAccount],
      errors: {
        409: 'The email is verified already',
        503: 'This server sends no email (mail_not_configured)',
      },
      async action({ caller }) {
        if (caller.user.emailVerified) {
          throw new HttpError(409, 'already_verified', 'Your email is verified already.');
        }
        mail.requireEnabled('verifyEmail');
        await store.unitOfWork(async (tx) => {
          const token = await issueLink(
            tx,
            caller.user,
            'verify_email',
            caller.user.email,
            clock(),
          );
          await mail.verifyEmail(tx, caller.user.email, token);
        });
        mail.kick();
      },
    }),

    route({
      endpoint: changeEmail,
      tag,
      summary: 'Change the email: a link goes to the new address, a notice to the old one',
      policy: 'owner',
      person: true,
      rateLimit: [passwordChecksPerAccount],
      errors: {
        403: 'Wrong password',
        409: 'The email is taken',
        503: 'This server sends no email (mail_not_configured)',
      },
      async action({ caller, body }) {
        mail.requireEnabled('changeEmail');
        const { user } = caller;
        const newEmail = body.email.toLowerCase();
        await checkPassword(user.passwordHash, body.password);
        if (newEmail === user.email) {
          throw new HttpError(409, 'same_email', 'This is your email address already.');
        }
        if (await store.users.findByEmail(newEmail)) {
          throw new HttpError(409, 'email_taken', 'An account with this email already exists.');
        }
        await store.unitOfWork(async (tx) => {
          const token = await issueLink(tx, user, 'change_email', newEmail, clock());
          await mail.changeEmail(tx, newEmail, token);
          await mail.emailChangeAsked(tx, user.email, newEmail);
        });
        mail.kick();
      },
    }),
  ];
}

/** The current password, checked before a change to the account (403 when wrong). */
export async function checkPassword(passwordHash: string | null, given: string): Promise<void> {
  if (!passwordHash) {
    throw new HttpError(
      409,
      'no_password',
      'Your account has no password yet. Use “Forgot password?” on the sign-in page to set one.',
    );
  }
  if (!(await verifyPassword(given, passwordHash))) {
    throw new HttpError(403, 'wrong_password', 'Your current password is not right.');
  }
}
