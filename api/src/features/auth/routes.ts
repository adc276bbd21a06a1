import Router from '@koa/router';
import {
  DEMO_ACCOUNT,
  loginSchema,
  onboardingSchema,
  signupSchema,
  type AuthProviders,
} from '@legacy-planner/contracts';
import type { Config } from '../config/config';
import { DuplicateEmailError, type StoragePort } from '../storage/port';
import { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loginThrottle } from '../auth/loginThrottle';
import { requireUser, startSession, toCurrentUser } from '../auth/currentUser';
import type { Accounts } from '../auth/accounts';

export function authRoutes(store: StoragePort, config: Config, accountService: Accounts): Router {
  const router = new Router({ prefix: '/auth' });
  const throttle = loginThrottle(store.rateLimits);

  router.post('/signup', async (ctx) => {
    const { name, email, password } = await validateBody(signupSchema, ctx.request.body);
    await throttle.countSignup(ctx);
    let user;
    try {
      user = await store.users.create({
        name: name.trim(),
        email,
        passwordHash: await hashPassword(password),
        // An email nobody has proven yet: never admin (see accounts.ts).
        role: 'user',
      });
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        throw new HttpError(
          409,
          'email_taken',
          'An account with this email already exists. Please sign in instead.',
        );
      }
      throw error;
    }
    await startSession(ctx, user);
    ctx.status = 201;
    ctx.body = toCurrentUser(user);
  });

  router.post('/login', async (ctx) => {
    const { email, password } = await validateBody(loginSchema, ctx.request.body);
    // The demo account's password is public: guessing it gains nothing, and locking it would
    // lock Try Demo for everyone.
    const isDemo = email.toLowerCase() === DEMO_ACCOUNT.email;
    if (!isDemo) await throttle.countAttempt(ctx, email);
    const found = await store.users.findByEmail(email);
    if (!found) {
      // The sign-in screen switches to sign-up on this message (spec section 4).
      throw new HttpError(
        401,
        'account_not_found',
        "Account not found. You'll need to create an account first.",
      );
    }
    if (!found.passwordHash || !(await verifyPassword(password, found.passwordHash))) {
      throw new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');
    }
    await throttle.recordSuccess(email);
    const user = await accountService.withCurrentRole(found);
    await startSession(ctx, user);
    ctx.body = toCurrentUser(user);
  });

  router.post('/logout', (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCurrentUser(requireUser(ctx));
  });

  router.put('/onboarding', async (ctx) => {
    const user = requireUser(ctx);
    const progress = await validateBody(onboardingSchema, ctx.request.body);
    const updated = await store.users.updateOnboarding(user.id, progress);
    if (!updated) throw new HttpError(401, 'unauthorized', 'Not signed in.');
    ctx.body = toCurrentUser(updated);
  });

  router.get('/providers', (ctx) => {
    const providers: AuthProviders = {
      google: config.oauth.google !== null,
      facebook: config.oauth.facebook !== null,
    };
    ctx.body = providers;
  });

  return router;
}
