import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import {
  changePassword,
  forgotPassword,
  resetPassword,
} from '@legacy-planner/contracts/endpoints/accountForms';
import { route, type AnyRoute } from '../../routing/declaration';
import { hashPassword } from '../auth/passwords';
import { currentSessionId } from '../../session/lastSeen';
import type { SecurityDependencies } from './securityDependencies';
import { findLink, issueLink, newToken, useLink, voidAccountLinks } from './emailLinks';
import { checkPassword, invalidLink } from './emailRoutes';
import { revokeWaysIn } from './revokeWaysIn';
import {
  forgotPasswordPerAddress,
  forgotPasswordPerEmail,
  linksPerAddress,
  passwordChecksPerAccount,
} from './limits';

const tag = 'account security';

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email, a link to reset its password is on its way.';

/**
 * Forgotten and changed passwords. A reset ends every session of the account, revokes every
 * way into the plan made before it (revokeWaysIn.ts says why) and sends the browser to sign in
 * (it does not sign in: the second factor, if on, is still asked for).
 */
export function passwordRoutes({ store, clock, mail }: SecurityDependencies): AnyRoute[] {
  return [
    route({
      endpoint: forgotPassword,
      tag,
      summary: 'Email a password reset link (the same answer whether or not the account exists)',
      policy: 'public',
      rateLimit: [forgotPasswordPerAddress, forgotPasswordPerEmail],
      errors: { 503: 'This server sends no email (mail_not_configured)' },
      async action({ body }) {
        // Answered for any email, known or not: it tells nothing about accounts.
        mail.requireEnabled('resetPassword');
        // The same work for every email, known or not: a token is drawn and a unit of work
        // runs; only the two rows it writes differ, far below what a client can time.
        const found = await store.users.findByEmail(body.email);
        const user = found && !found.isDemo && found.email !== DEMO_ACCOUNT.email ? found : null;
        const token = newToken();
        await store.unitOfWork(async (tx) => {
          if (!user) return;
          await issueLink(tx, user, 'reset_password', user.email, clock(), token);
          await mail.resetPassword(tx, user.email, token);
        });
        mail.kick();
        return { message: FORGOT_PASSWORD_ANSWER };
      },
    }),

    route({
      endpoint: resetPassword,
      tag,
      summary:
        'Set a new password with an emailed link; every session ends, every key, card and grant is revoked',
      policy: 'public',
      rateLimit: [linksPerAddress],
      errors: { 400: 'The link is unknown, used or expired' },
      async action({ ctx, body }) {
        // Hashing is the costly work, a few at once for the whole server: a link that opens
        // nothing must not take a turn from real sign-ins.
        if (!(await findLink(store, body.token, 'reset_password', clock()))) throw invalidLink();
        // Hashed before the link is used: a busy server (503) must not use the link up.
        const passwordHash = await hashPassword(body.password);
        const userId = await store.unitOfWork(async (tx) => {
          const link = await useLink(tx, body.token, 'reset_password', clock());
          if (!link) throw invalidLink();
          const user = await tx.users.findById(link.userId);
          if (!user || user.email !== link.email) throw invalidLink();
          await tx.users.setPasswordHash(user.id, passwordHash);
          await voidAccountLinks(tx.accountTokens, user.id);
          // The link reached the inbox: the email is proven.
          if (!user.emailVerified)
            await tx.users.markEmailVerified(user.id, { dropPassword: false });
          await revokeWaysIn(tx, user.id, 'password_reset', clock());
          return user.id;
        });
        await store.sessions.destroyForUser(userId);
        ctx.session = null;
      },
    }),

    route({
      endpoint: changePassword,
      tag,
      summary: 'Change the password (asks for the current one); other sessions end',
      policy: 'owner',
      person: true,
      rateLimit: [passwordChecksPerAccount],
      errors: { 403: 'Wrong current password' },
      async action({ ctx, caller, body }) {
        await checkPassword(caller.user.passwordHash, body.currentPassword);
        const passwordHash = await hashPassword(body.newPassword);
        await store.unitOfWork(async (tx) => {
          await tx.users.setPasswordHash(caller.user.id, passwordHash);
          await voidAccountLinks(tx.accountTokens, caller.user.id);
        });
        await store.sessions.destroyForUser(caller.user.id, { except: currentSessionId(ctx) });
      },
    }),
  ];
}
