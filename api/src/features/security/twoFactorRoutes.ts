import { getAccountSecurity } from '@legacy-planner/contracts/endpoints/account';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
} from '@legacy-planner/contracts/endpoints/accountForms';
import { signInWithCode } from '@legacy-planner/contracts/endpoints/authForms';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { resetRateLimit } from '../../routing/rateLimit';
import { startSession } from '../auth/currentUser';
import type { SecurityDependencies } from './securityDependencies';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';
import {
  acceptSecondFactor,
  hashRecoveryCode,
  newRecoveryCodes,
  openSecret,
  sealSecret,
} from './twoFactor';
import {
  codeTriesPerAccount,
  codeTriesPerAddress,
  passwordChecksPerAccount,
  twoFactorSetupPerAccount,
} from './limits';
import { checkPassword } from './emailRoutes';

const tag = 'account security';

const wrongCode = () =>
  new HttpError(400, 'wrong_code', 'This code is not right. Try the newest one from your app.');

const twoFactorOn = () => new HttpError(409, 'two_factor_on', 'Two-factor sign-in is on already.');

/** The set-up's secret, sealed, waits in the session until a code confirms it. */
const SETUP_KEY = 'twoFactorSetup';

/**
 * Two-factor sign-in (TOTP). Set-up keeps the new secret, sealed, in the session until a code
 * from the app confirms it; then it is stored and ten recovery codes are shown, once.
 */
export function twoFactorRoutes({
  store,
  sealer,
  clock,
  accounts,
  mail,
  signedIn,
}: SecurityDependencies): AnyRoute[] {
  /**
   * A right code clears the account's count of tries (not the address's: an attacker's own
   * account must not reset the limit on guessing other people's codes).
   */
  const clearTries = (userId: string) =>
    resetRateLimit(codeTriesPerAccount, store.rateLimits, userId);

  return [
    route({
      endpoint: getAccountSecurity,
      tag,
      summary: 'Whether the email is verified and two-factor sign-in is on',
      policy: 'owner',
      person: true,
      rateLimit: { none: "a read of the caller's own account" },
      async action({ caller }) {
        const twoFactor = await store.twoFactor.get(caller.user.id);
        return {
          email: caller.user.email,
          emailVerified: caller.user.emailVerified,
          emailEnabled: mail.enabled,
          hasPassword: caller.user.passwordHash !== null,
          twoFactorEnabled: twoFactor !== null,
          recoveryCodesLeft: twoFactor?.recoveryCodesLeft ?? 0,
        };
      },
    }),

    route({
      endpoint: startTwoFactorSetup,
      tag,
      summary:
        'Start turning on two-factor sign-in (asks for the password, if the account has one): a new secret and its QR code',
      policy: 'owner',
      person: true,
      rateLimit: [twoFactorSetupPerAccount, passwordChecksPerAccount],
      errors: { 403: 'Wrong password', 409: 'Two-factor sign-in is on already' },
      async action({ ctx, caller, body }) {
        // An account that signs in only through Google or Facebook has no password to ask for.
        if (caller.user.passwordHash)
          await checkPassword(caller.user.passwordHash, body.password ?? '');
        if (await store.twoFactor.get(caller.user.id)) throw twoFactorOn();
        const secret = newTotpSecret();
        const text = base32Encode(secret);
        ctx.session![SETUP_KEY] = sealSecret(sealer, caller.user.id, text);
        const uri = otpauthUri(secret, caller.user.email);
        // Loaded here, not at start: only setting up two-factor sign-in draws a QR code.
        const { default: QRCode } = await import('qrcode');
        const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
        return {
          secret: text,
          otpauthUri: uri,
          qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        };
      },
    }),

    route({
      endpoint: enableTwoFactor,
      tag,
      summary: 'Turn on two-factor sign-in with a code from the app; answers the recovery codes',
      policy: 'owner',
      person: true,
      rateLimit: [twoFactorSetupPerAccount],
      errors: { 400: 'A wrong code', 409: 'No set-up was started, or two-factor sign-in is on' },
      async action({ ctx, caller, body }) {
        const sealed = ctx.session?.[SETUP_KEY];
        if (typeof sealed !== 'string') {
          throw new HttpError(409, 'no_setup', 'Start the set-up again: scan a new QR code.');
        }
        const step = matchingStep(openSecret(sealer, caller.user.id, sealed), body.code, clock());
        if (step === null) throw wrongCode();
        const codes = newRecoveryCodes();
        await store.unitOfWork(async (tx) => {
          // A set-up started before it was turned on (another tab) never replaces the secret
          // in use: only turning it off, with a current code, makes way for a new one.
          if (await tx.twoFactor.get(caller.user.id)) throw twoFactorOn();
          await tx.twoFactor.enable(caller.user.id, sealed, codes.map(hashRecoveryCode));
          // The code that confirmed it cannot sign in too.
          await tx.twoFactor.useStep(caller.user.id, step);
        });
        delete ctx.session![SETUP_KEY];
        return { recoveryCodes: codes };
      },
    }),

    route({
      endpoint: disableTwoFactor,
      tag,
      summary: 'Turn off two-factor sign-in (needs a current code or a recovery code)',
      policy: 'owner',
      person: true,
      rateLimit: [codeTriesPerAddress, codeTriesPerAccount],
      errors: { 400: 'A wrong code', 409: 'Two-factor sign-in is off' },
      async action({ caller, body }) {
        if (!(await store.twoFactor.get(caller.user.id))) {
          throw new HttpError(409, 'two_factor_off', 'Two-factor sign-in is off.');
        }
        if (
          !(await acceptSecondFactor(store.twoFactor, sealer, caller.user.id, body.code, clock()))
        ) {
          throw wrongCode();
        }
        await store.twoFactor.disable(caller.user.id);
        await clearTries(caller.user.id);
      },
    }),

    route({
      endpoint: signInWithCode,
      tag,
      summary: 'Finish a password sign-in with the authenticator code or a recovery code',
      policy: 'second_factor',
      rateLimit: [codeTriesPerAddress, codeTriesPerAccount],
      errors: {
        400: 'A wrong code',
        401: 'No sign-in waits for a code (or it took longer than 5 minutes)',
      },
      async action({ ctx, caller: { userId }, body }) {
        if (!(await acceptSecondFactor(store.twoFactor, sealer, userId, body.code, clock()))) {
          throw wrongCode();
        }
        const found = await store.users.findById(userId);
        if (!found) throw new HttpError(401, 'sign_in_again', 'Please sign in again.');
        await clearTries(userId);
        const user = await accounts.withCurrentRole(found);
        await startSession(ctx, user);
        await signedIn(user);
        return user;
      },
    }),
  ];
}
