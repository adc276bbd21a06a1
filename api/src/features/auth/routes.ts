import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import {
  getAuthProviders,
  getCurrentUser,
  signOut,
} from '@legacy-planner/contracts/endpoints/auth';
import { saveOnboarding, signIn, signUp } from '@legacy-planner/contracts/endpoints/authForms';
import type { Context } from 'koa';
import type { Config } from '../../config/config';
import type { StoragePort, UserRecord } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { resetRateLimit } from '../../routing/rateLimit';
import { clientAddress } from '../../routing/clientAddress';
import { hashPassword, verifyPassword } from './passwords';
import { signedInUser } from '../../session/signedInUser';
import { startSession } from './currentUser';
import type { Accounts } from './accounts';
import type { AccountMail } from '../security/accountMail';
import { issueLink } from '../security/emailLinks';
import { scheduleFirstReviewReminder } from '../planReview/planReview';
import { startPendingSignIn } from '../../session/pendingSignIn';
import {
  demoSignInPerAddress,
  signInPerAddress,
  signInPerEmailAndAddress,
  signUpPerAddress,
} from './signInLimits';

/** The demo account is shared and read-only: its sessions are short. */
export const DEMO_SESSION_MS = 2 * 60 * 60 * 1000;

const tag = 'auth';

export function authRoutes(
  store: StoragePort,
  config: Config,
  accounts: Accounts,
  {
    mail,
    clock,
    signedIn,
  }: { mail: AccountMail; clock: () => Date; signedIn: (user: UserRecord) => Promise<void> },
): AnyRoute[] {
  /**
   * The demo account's password is public, so checking it with scrypt protects nothing and
   * would let anyone make the server hash on demand. A browser already in a demo session keeps
   * it instead of making a new one.
   */
  async function signInToDemo(ctx: Context, password: string): Promise<UserRecord> {
    const demo = await store.users.findByEmail(DEMO_ACCOUNT.email);
    if (!demo?.isDemo) throw accountNotFound();
    if (password !== DEMO_ACCOUNT.password) throw wrongPassword();
    if (signedInUser(ctx)?.id !== demo.id) await startSession(ctx, demo, DEMO_SESSION_MS);
    return demo;
  }

  return [
    route({
      endpoint: signUp,
      tag,
      summary: 'Create an account and sign in to it',
      policy: 'public',
      rateLimit: [signUpPerAddress(config.signupsPerAddressPerHour)],
      errors: { 409: 'An account with this email already exists' },
      async action({ ctx, body }) {
        const passwordHash = await hashPassword(body.password);
        // The account works at once; the link proves the email (see features/security). The
        // account, its link and its first review reminder are written together: a failure
        // leaves none of them, and the sign-up can be tried again.
        const user = await store.unitOfWork(async (tx) => {
          const created = await tx.users.create({
            name: body.name.trim(),
            email: body.email,
            passwordHash,
            // An email nobody has proven yet: never admin (see accounts.ts).
            role: 'user',
          });
          const token = await issueLink(tx, created, 'verify_email', created.email, clock());
          await mail.verifyEmail(tx, created.email, token);
          await scheduleFirstReviewReminder(tx, { clock }, created.id);
          return created;
        });
        mail.kick();
        await startSession(ctx, user);
        return user;
      },
    }),

    route({
      endpoint: signIn,
      tag,
      summary: 'Sign in with email and password',
      policy: 'public',
      rateLimit: [signInPerAddress, demoSignInPerAddress, signInPerEmailAndAddress],
      errors: {
        202: 'The password is right; POST /auth/login/two-factor with a code finishes it',
        401: 'Account not found, or a wrong password',
      },
      async action({ ctx, body }) {
        if (body.email.toLowerCase() === DEMO_ACCOUNT.email) {
          return signInToDemo(ctx, body.password);
        }
        const found = await store.users.findByEmail(body.email);
        if (!found) throw accountNotFound();
        if (!found.passwordHash || !(await verifyPassword(body.password, found.passwordHash))) {
          throw wrongPassword();
        }
        await resetRateLimit(
          signInPerEmailAndAddress,
          store.rateLimits,
          `${body.email.toLowerCase()} ${clientAddress(ctx)}`,
        );
        // With two-factor sign-in on, the password only opens the step that asks for the code.
        if (await store.twoFactor.get(found.id)) {
          await startPendingSignIn(ctx, found.id);
          return { twoFactorRequired: true } as const;
        }
        const user = await accounts.withCurrentRole(found);
        await startSession(ctx, user);
        await signedIn(user);
        return user;
      },
      statusOf: (result) => ('twoFactorRequired' in result ? 202 : 200),
    }),

    route({
      endpoint: signOut,
      tag,
      summary: 'Sign out (ends the session)',
      policy: 'public',
      rateLimit: { none: 'ends at most the caller’s own session' },
      action({ ctx }) {
        ctx.session = null;
      },
    }),

    route({
      endpoint: getCurrentUser,
      tag,
      summary: 'The signed-in user',
      policy: 'owner',
      person: true,
      rateLimit: { none: 'a read of the caller’s own account' },
      action: ({ caller }) => caller.user,
    }),

    route({
      endpoint: saveOnboarding,
      tag,
      summary: 'Save onboarding progress',
      policy: 'owner',
      person: true,
      rateLimit: { none: 'overwrites two fields of the caller’s own account' },
      async action({ caller, body }) {
        const updated = await store.users.updateOnboarding(caller.user.id, body);
        if (!updated) throw new HttpError(401, 'unauthorized', 'Not signed in.');
        return updated;
      },
    }),

    route({
      endpoint: getAuthProviders,
      tag,
      summary: 'Which third-party sign-in providers are configured, and whether email is sent',
      policy: 'public',
      rateLimit: { none: 'answers three booleans from the configuration' },
      action: () => ({
        google: config.oauth.google !== null,
        facebook: config.oauth.facebook !== null,
        emailEnabled: mail.enabled,
      }),
    }),
  ];
}

// The sign-in screen switches to sign-up on this message (spec section 4).
const accountNotFound = () =>
  new HttpError(
    401,
    'account_not_found',
    "Account not found. You'll need to create an account first.",
  );
const wrongPassword = () =>
  new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
