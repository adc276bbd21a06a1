import path from 'node:path';
import { boolean, mixed, number, object, string, ValidationError, type InferType } from 'yup';

// Configuration comes from environment variables, each with a default that suits `npm start`
// on one machine. A bad value stops the start-up with a message that names the variable.
const repositoryRoot = path.resolve(__dirname, '..', '..', '..');

const configSchema = object({
  PORT: number().typeError('PORT must be a whole number').integer().min(1).max(65535).default(8080),
  HOST: string().default('0.0.0.0'),
  DATA_DIR: string().default(path.join(repositoryRoot, 'data')),
  MONGODB_URI: string()
    .matches(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SESSION_SECRET: string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_MAX_AGE_HOURS: number()
    .positive()
    .default(24 * 7),
  BODY_LIMIT: string()
    .matches(/^\d+(b|kb|mb)$/i, 'BODY_LIMIT must look like 100kb or 1mb')
    .default('1mb'),
  LOG_LEVEL: mixed<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'>()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  SERVE_FRONTEND: boolean().typeError('SERVE_FRONTEND must be true or false').default(true),
  FRONTEND_ROOT: string().default(repositoryRoot),
  TRUST_PROXY: boolean().typeError('TRUST_PROXY must be true or false').default(false),
});

type RawConfig = InferType<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  sessionSecret: string | undefined;
  sessionMaxAgeMs: number;
  bodyLimit: string;
  logLevel: RawConfig['LOG_LEVEL'];
  serveFrontend: boolean;
  frontendRoot: string;
  trustProxy: boolean;
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
    sessionMaxAgeMs: raw.SESSION_MAX_AGE_HOURS * 3_600_000,
    bodyLimit: raw.BODY_LIMIT,
    logLevel: raw.LOG_LEVEL,
    serveFrontend: raw.SERVE_FRONTEND,
    frontendRoot: path.resolve(raw.FRONTEND_ROOT),
    trustProxy: raw.TRUST_PROXY,
  };
}
