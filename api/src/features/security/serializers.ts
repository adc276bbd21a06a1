import type {
  AccountSecurity,
  AccountSession,
  RecoveryCodes,
  TwoFactorSetup,
} from '@legacy-planner/contracts';
import { serializer } from '../../routing/serializer';

export const accountSecuritySerializer = serializer<AccountSecurity>('AccountSecurity', {
  email: { type: 'string' },
  emailVerified: { type: 'boolean' },
  emailEnabled: { type: 'boolean', description: 'Whether this server sends email (SMTP_URL)' },
  hasPassword: { type: 'boolean' },
  twoFactorEnabled: { type: 'boolean' },
  recoveryCodesLeft: { type: 'integer', minimum: 0 },
} satisfies Record<keyof AccountSecurity, object>);

export const twoFactorSetupSerializer = serializer<TwoFactorSetup>('TwoFactorSetup', {
  secret: { type: 'string', description: 'The secret in base32, to type into an app' },
  otpauthUri: { type: 'string' },
  qrCode: { type: 'string', description: 'An SVG data URL of the QR code of otpauthUri' },
} satisfies Record<keyof TwoFactorSetup, object>);

export const recoveryCodesSerializer = serializer<RecoveryCodes>('RecoveryCodes', {
  recoveryCodes: { type: 'array', items: { type: 'string' } },
} satisfies Record<keyof RecoveryCodes, object>);

export const accountSessionSerializer = serializer<AccountSession>('AccountSession', {
  id: { type: 'string', description: 'A handle of the session, not its secret' },
  device: { type: 'string' },
  signedInAt: { type: ['string', 'null'], format: 'date-time' },
  lastSeenAt: { type: ['string', 'null'], format: 'date-time' },
  current: { type: 'boolean' },
} satisfies Record<keyof AccountSession, object>);
