import path from 'node:path';
import { boolean, mixed, number, object, string, ValidationError, type InferType } from 'yup';
import { FILE_QUOTA_BYTES } from '@legacy-planner/contracts';
import { MAX_SIGNUPS_PER_ADDRESS } from '../features/auth/signInLimits';
import { defaultDataDir, repositoryRoot } from './repositoryRoot';

// Configuration comes from environment variables, each with a default that suits `npm start`
// on one machine. A bad value stops the start-up with a message that names the variable.

/** An http(s) address; yup's url() refuses hosts such as localhost. */
function absoluteUrl(name: string) {
  return string().test(
    'absolute-url',
    `${name} must be an absolute http(s) URL such as https://plan.example.com`,
    (value) => {
      if (value === undefined) return true;
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
  );
}

const requestTimeoutMessage = 'REQUEST_TIMEOUT_SECS must be a whole number of seconds (1 or more)';

const configSchema = object({
  PORT: number().typeError('PORT must be a whole number').integer().min(1).max(65535).default(8080),
  HOST: string().default('0.0.0.0'),
  DATA_DIR: string().default(defaultDataDir),
  MONGODB_URI: string()
    .matches(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SESSION_SECRET: string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  DATA_KEY: string()
    .test(
      'data-key',
      'DATA_KEY must be 32 random bytes, base64-encoded (openssl rand -base64 32)',
      (value) => value === undefined || Buffer.from(value, 'base64').length === 32,
    )
    .optional(),
  FILE_QUOTA_MB: number()
    .typeError('FILE_QUOTA_MB must be a whole number of megabytes')
    .integer('FILE_QUOTA_MB must be a whole number of megabytes')
    .min(10, 'FILE_QUOTA_MB must be at least 10 (one file of the largest size)')
    .default(FILE_QUOTA_BYTES / 1024 / 1024),
  SESSION_MAX_AGE_HOURS: number()
    .positive()
    .default(24 * 7),
  BODY_LIMIT: string()
    .matches(/^\d+(b|kb|mb)$/i, 'BODY_LIMIT must look like 100kb or 1mb')
    .default('1mb'),
  REQUEST_TIMEOUT_SECS: number()
    .typeError(requestTimeoutMessage)
    .integer(requestTimeoutMessage)
    .min(1, requestTimeoutMessage)
    // Long enough for a 10 MB upload on a 0.7 Mbit/s connection (a phone on a weak signal);
    // headers must still come within 15 s (see http/listen.ts).
    .default(120),
  SIGNUPS_PER_ADDRESS_PER_HOUR: number()
    .typeError('SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number')
    .integer('SIGNUPS_PER_ADDRESS_PER_HOUR must be a whole number')
    .min(1, 'SIGNUPS_PER_ADDRESS_PER_HOUR must be at least 1')
    .default(MAX_SIGNUPS_PER_ADDRESS),
  ACCESS_REQUESTS_PER_ADDRESS: number()
    .typeError('ACCESS_REQUESTS_PER_ADDRESS must be a whole number')
    .integer('ACCESS_REQUESTS_PER_ADDRESS must be a whole number')
    .min(1, 'ACCESS_REQUESTS_PER_ADDRESS must be at least 1')
    .default(10),
  LOG_LEVEL: mixed<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'>()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  SERVE_FRONTEND: boolean().typeError('SERVE_FRONTEND must be true or false').default(true),
  FRONTEND_ROOT: string().default(repositoryRoot),
  TRUST_PROXY: boolean().typeError('TRUST_PROXY must be true or false').default(false),
  PUBLIC_URL: absoluteUrl('PUBLIC_URL'),
  ADMIN_EMAILS: string().default(''),
  SMTP_URL: string().matches(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: string().default('Legacy Planner <no-reply@localhost>'),
  AIRTABLE_API_KEY: string(),
  AIRTABLE_BASE_ID: string(),
  AIRTABLE_ENDPOINT_URL: absoluteUrl('AIRTABLE_ENDPOINT_URL'),
  GOOGLE_CLIENT_ID: string(),
  GOOGLE_CLIENT_SECRET: string(),
  GOOGLE_AUTHORIZE_URL: absoluteUrl('GOOGLE_AUTHORIZE_URL'),
  GOOGLE_TOKEN_URL: absoluteUrl('GOOGLE_TOKEN_URL'),
  GOOGLE_USERINFO_URL: absoluteUrl('GOOGLE_USERINFO_URL'),
  FACEBOOK_CLIENT_ID: string(),
  FACEBOOK_CLIENT_SECRET: string(),
});

type RawConfig = InferType<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  sessionSecret: string | undefined;
  /** Encrypts uploaded files at rest (base64); generated into DATA_DIR when not set. */
  dataKey: string | undefined;
  /** The space each user's uploaded files may take. */
  fileQuotaBytes: number;
  sessionMaxAgeMs: number;
  bodyLimit: string;
  /** Accounts one address may create in an hour (many people behind one address: raise it). */
  signupsPerAddressPerHour: number;
  /** Access requests (and rehearsals) one address may make in 15 minutes. */
  accessRequestsPerAddress: number;
  /** How long a client may take to send a whole request (slower ones get 408). */
  requestTimeoutMs: number;
  logLevel: RawConfig['LOG_LEVEL'];
  serveFrontend: boolean;
  frontendRoot: string;
  trustProxy: boolean;
  /** The address people use to reach the product (OAuth redirects are built from it). */
  publicUrl: string;
  /** Lower-cased emails that get the admin role. */
  adminEmails: Set<string>;
  /** Where email goes out (smtp://user:pass@host:port); without it, notices are in-app only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The admins' Airtable base (decisions §5); the endpoint is for a stand-in in tests. */
  airtable: { apiKey?: string; baseId?: string; endpointUrl?: string };
  oauth: {
    google: OAuthProviderConfig | null;
    facebook: OAuthProviderConfig | null;
  };
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Endpoint overrides (a self-hosted or test provider); the provider's defaults otherwise. */
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.fields).flatMap((key) =>
      env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]],
    ),
  );
  let raw: RawConfig;
  try {
    raw = configSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new ConfigError(`Invalid configuration:\n  ${error.errors.join('\n  ')}`);
    }
    throw error;
  }
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir: path.resolve(raw.DATA_DIR),
    mongodbUri: raw.MONGODB_URI,
    sessionSecret: raw.SESSION_SECRET,
    dataKey: raw.DATA_KEY,
    fileQuotaBytes: raw.FILE_QUOTA_MB * 1024 * 1024,
    sessionMaxAgeMs: raw.SESSION_MAX_AGE_HOURS * 3_600_000,
    bodyLimit: raw.BODY_LIMIT,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_SECS * 1000,
    signupsPerAddressPerHour: raw.SIGNUPS_PER_ADDRESS_PER_HOUR,
    accessRequestsPerAddress: raw.ACCESS_REQUESTS_PER_ADDRESS,
    logLevel: raw.LOG_LEVEL,
    serveFrontend: raw.SERVE_FRONTEND,
    frontendRoot: path.resolve(raw.FRONTEND_ROOT),
    trustProxy: raw.TRUST_PROXY,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    adminEmails: new Set(
      raw.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    airtable: {
      apiKey: raw.AIRTABLE_API_KEY,
      baseId: raw.AIRTABLE_BASE_ID,
      endpointUrl: raw.AIRTABLE_ENDPOINT_URL,
    },
    oauth: {
      google:
        raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
          ? {
              clientId: raw.GOOGLE_CLIENT_ID,
              clientSecret: raw.GOOGLE_CLIENT_SECRET,
              authorizeUrl: raw.GOOGLE_AUTHORIZE_URL,
              tokenUrl: raw.GOOGLE_TOKEN_URL,
              userinfoUrl: raw.GOOGLE_USERINFO_URL,
            }
          : null,
      facebook:
        raw.FACEBOOK_CLIENT_ID && raw.FACEBOOK_CLIENT_SECRET
          ? { clientId: raw.FACEBOOK_CLIENT_ID, clientSecret: raw.FACEBOOK_CLIENT_SECRET }
          : null,
    },
  };
}
