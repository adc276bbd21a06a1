import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import type { StoragePort } from './storage/port';
import type { BlobStore } from './storage/blobs/blobStore';
import type { JsonSealer } from './storage/sealedJson';
import { errorHandler } from './http/errors';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { sessionMiddleware } from './session/sessionMiddleware';
import { cookieSigner } from './session/cookieSigner';
import { csrfProtection } from './http/csrf';
import { loadCurrentUser } from './features/auth/currentUser';
import { accounts } from './features/auth/accounts';
import { oauthMiddleware } from './features/auth/oauth';
import { apiRouter, apiRoutes, multipartPaths } from './features';
import type { MailDelivery } from './mail/mailDelivery';
import type { Pacing } from './features/admin/airtablePacer';
import type { JobWorker } from './jobs/jobWorker';
import { findFrontendLayout, serveFrontend } from './frontend/serveFrontend';

export interface AppDependencies {
  config: Config;
  store: StoragePort;
  logger: Logger;
  /** Keys that sign the session cookie (the first signs, all verify). */
  sessionKeys: string[];
  /** The uploaded files' bytes, encrypted (encryptedBlobStore over the store's blobs). */
  blobs: BlobStore;
  /** Seals records kept encrypted at rest (the wizards), with the same data key. */
  sealer: JsonSealer;
  /** The time the access rules read (waiting periods, expiry); tests move it. */
  clock?: () => Date;
  /** Sends the mail outbox; null or absent without SMTP_URL. */
  mail?: MailDelivery | null;
  /** How fast the Airtable sync may go; the service's limits unless a test says otherwise. */
  airtablePacing?: Pacing;
  /** This process's job worker, kicked after a request schedules a job due at once. */
  jobs?: Pick<JobWorker, 'kick'> | null;
}

export function createApp({
  config,
  store,
  logger,
  sessionKeys,
  blobs,
  sealer,
  clock = () => new Date(),
  mail = null,
  airtablePacing,
  jobs = null,
}: AppDependencies): Koa {
  // Behind a trusted proxy, the client address is the one that proxy saw (the last address in
  // X-Forwarded-For), never an address the client wrote in the header itself.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.keys = cookieSigner(sessionKeys);
  // Errors are answered by errorHandler; Koa's default handler would print them again.
  app.silent = true;

  const features = { config, store, blobs, sealer, clock, mail, airtablePacing, jobs };
  const routes = apiRoutes(features);
  const api = apiRouter(features, routes);

  // A request's log line is at info: below that level the step would only cost time.
  if (logger.isLevelEnabled('info')) app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders);
  if (config.serveFrontend) app.use(serveFrontend(findFrontendLayout(config.frontendRoot)));
  app.use(csrfProtection(config.publicUrl, multipartPaths(routes)));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: config.bodyLimit,
      onError: (error, ctx) => {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        ctx.throw(
          tooLarge ? 413 : 400,
          tooLarge
            ? `The request body is larger than ${config.bodyLimit}.`
            : 'The request body is not valid JSON.',
        );
      },
    }),
  );
  app.use(sessionMiddleware(app, store.sessions, config.sessionMaxAgeMs));
  app.use(loadCurrentUser(store, accounts(store, config.adminEmails, clock)));
  app.use(oauthMiddleware(config, store.rateLimits));
  app.use(api.middleware);
  return app;
}
