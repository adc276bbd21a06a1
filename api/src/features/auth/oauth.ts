import type { Context, Middleware, Next } from 'koa';
import type { Config, OAuthProviderConfig } from '../../config/config';
import {
  DEFAULT_RETURN_PATH,
  MAX_NAME_LENGTH,
  RETURN_PATH_PARAM,
  isEmailAddress,
  returnPathFrom,
} from '@legacy-planner/contracts';
import { endpointAddress } from '@legacy-planner/contracts/endpoints/endpoint';
import { providerSignIn, providerSignInFailed } from '@legacy-planner/contracts/endpoints/auth';
import { route, type AnyRoute } from '../../routing/declaration';
import { enforceRateLimits } from '../../routing/rateLimit';
import type { RateLimitRepository, TwoFactorRepository, UserRecord } from '../../storage/port';
import { providerSignInPerAddress } from './signInLimits';
import type { Accounts } from './accounts';
import { signedInUser } from '../../session/signedInUser';
import { startSession } from './currentUser';
import { startPendingSignIn } from '../../session/pendingSignIn';
import { loadOnce } from '../../loadOnce';

/** Where a provider sign-in goes on when two-factor sign-in is on: the sign-in's code step. */
export const CODE_STEP_PATH = '/login?step=code';

// Google and Facebook sign-in through grant, mounted under /api/auth/<provider>. The browser
// navigates there (spec section 7); grant runs the OAuth round trip and hands the tokens and
// the profile to our callback, which signs in the account of that verified email (creating it
// the first time) and lands on /app, or on the page of the app the sign-in started from
// (?next= on the start, kept in the round trip's session).

export type Provider = 'google' | 'facebook';
const PROVIDERS: Provider[] = ['google', 'facebook'];
const PREFIX = '/api/auth';
const FAILED_PATH = endpointAddress(providerSignInFailed);
/** The round trip's session key for the page to return to (grant keeps its own under 'grant'). */
const RETURN_PATH_KEY = 'signInReturnPath';
/**
 * A provider round trip keeps its state in the session. Anyone can start one without signing
 * in, so such a session lasts only as long as a round trip may take, not the week a signed-in
 * session lasts; the callback starts a full session under a new id.
 */
export const SIGN_IN_ROUND_TRIP_MS = 10 * 60 * 1000;

interface GrantResponse {
  error?: unknown;
  profile?: { email?: string; email_verified?: boolean; name?: string };
}

function grantProviderConfig(provider: Provider, settings: OAuthProviderConfig) {
  const base = {
    key: settings.clientId,
    secret: settings.clientSecret,
    response: ['tokens', 'profile'],
    ...(settings.authorizeUrl && { authorize_url: settings.authorizeUrl }),
    ...(settings.tokenUrl && { access_url: settings.tokenUrl }),
    ...(settings.userinfoUrl && { profile_url: settings.userinfoUrl }),
  };
  return provider === 'google'
    ? { ...base, scope: ['openid', 'email', 'profile'], nonce: true }
    : {
        profile_url: 'https://graph.facebook.com/me?fields=id,name,email',
        ...base,
        scope: ['email'],
      };
}

/** Where a failed or refused provider sign-in sends the browser: the sign-in screen says why. */
const failure = (ctx: Context, reason: string) =>
  ctx.redirect(`/login?signInError=${encodeURIComponent(reason)}`);

export function oauthMiddleware(config: Config, counters: RateLimitRepository): Middleware {
  const configured = PROVIDERS.filter((provider) => config.oauth[provider]);
  const grantConfig: Record<string, unknown> = {
    defaults: {
      origin: config.publicUrl,
      prefix: PREFIX,
      transport: 'state',
      state: true,
      // With the 'state' transport grant redirects here only when the round trip fails.
      callback: FAILED_PATH,
    },
  };
  for (const provider of configured) {
    grantConfig[provider] = grantProviderConfig(provider, config.oauth[provider]!);
  }
  // Made at the first provider request: grant's Koa middleware loads its HTTP and OAuth
  // libraries, about 60 ms that every start of the API paid before answering anything.
  const grantMiddleware = loadOnce(() =>
    import('grant').then((module) => {
      // grant is a CommonJS module exporting one function: imported, it is the default export.
      const grant = (module as unknown as { default: typeof import('grant').default }).default;
      return grant.koa()(grantConfig) as Middleware;
    }),
  );
  // grant claims every path under its prefix: hand it only the configured providers' paths.
  // Case-insensitive, as the router matches paths: no spelling reaches the callback unchecked.
  const providerPath = new RegExp(
    `^${PREFIX}/(${configured.join('|') || '(?!)'})(/callback)?$`,
    'i',
  );
  const startOrFinish = async (ctx: Context, next: Next, match: RegExpExecArray) => {
    // A callback with no sign-in started in this session is forged or stale.
    if (match[2] && !ctx.session?.grant) return failure(ctx, 'provider_failed');
    if (!match[2]) {
      // Each start keeps a round-trip session: bounded per address, and short.
      await enforceRateLimits([providerSignInPerAddress], counters, ctx, undefined);
      if (!signedInUser(ctx) && ctx.session) ctx.session.maxAge = SIGN_IN_ROUND_TRIP_MS;
      if (ctx.session) ctx.session[RETURN_PATH_KEY] = returnPathFrom(ctx.query[RETURN_PATH_PARAM]);
    }
    return (await grantMiddleware())(ctx, next);
  };
  // Every other request passes straight on, without an async step: this runs on every request.
  return (ctx, next) => {
    const match = providerPath.exec(ctx.path);
    return match ? startOrFinish(ctx, next, match) : next();
  };
}

/** The provider paths as declared routes; grant answers them first when configured. */
export function oauthRoutes(
  accountService: Accounts,
  twoFactor: TwoFactorRepository,
  signedIn: (user: UserRecord) => Promise<void>,
): AnyRoute[] {
  const tag = 'auth';
  const noLimit = { none: 'a redirect; the round trip is bounded by the provider' };
  return [
    ...PROVIDERS.flatMap((provider) => [
      route({
        endpoint: providerSignIn[provider].start,
        tag,
        summary: `Start ${provider} sign-in (a browser navigation)`,
        policy: 'public',
        // Counted by oauthMiddleware when the provider is configured (grant answers first).
        rateLimit: [providerSignInPerAddress],
        // Reached only when grant did not take the request: the provider is not configured.
        action: ({ ctx }) => failure(ctx, `${provider}_not_configured`),
      }),
      route({
        endpoint: providerSignIn[provider].callback,
        tag,
        summary: `Finish ${provider} sign-in`,
        policy: 'public',
        rateLimit: noLimit,
        action: ({ ctx }) => finishSignIn(ctx, provider, accountService, twoFactor, signedIn),
      }),
    ]),
    route({
      endpoint: providerSignInFailed,
      tag,
      summary: 'Where a failed provider round trip lands',
      policy: 'public',
      rateLimit: noLimit,
      action: ({ ctx }) => failure(ctx, 'provider_failed'),
    }),
  ];
}

async function finishSignIn(
  ctx: Context,
  provider: Provider,
  accountService: Accounts,
  twoFactor: TwoFactorRepository,
  signedIn: (user: UserRecord) => Promise<void>,
) {
  const response = (ctx.state as { grant?: { response?: GrantResponse } }).grant?.response;
  const profile = response?.profile;
  // Facebook only returns confirmed emails; Google says so explicitly.
  const verified =
    provider === 'facebook' ? Boolean(profile?.email) : profile?.email_verified === true;
  const email = profile?.email;
  if (!response || response.error || !email || !verified || !isEmailAddress(email)) {
    return failure(ctx, 'provider_failed');
  }
  const name = (profile.name?.trim() || email.split('@')[0]!).slice(0, MAX_NAME_LENGTH);
  // Read before the session is replaced by the signed-in (or pending) one, and checked again.
  const returnPath = returnPathFrom(ctx.session?.[RETURN_PATH_KEY]);
  const user = await accountService.findOrCreateVerified(email, name);
  // A provider proves the email, not the second factor: with two-factor sign-in on, the code
  // is asked for as after a right password.
  if (await twoFactor.get(user.id)) {
    await startPendingSignIn(ctx, user.id);
    const next = returnPath ? `&${new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath })}` : '';
    ctx.redirect(CODE_STEP_PATH + next);
    return;
  }
  await startSession(ctx, user);
  await signedIn(user);
  ctx.redirect(returnPath ?? DEFAULT_RETURN_PATH);
}
