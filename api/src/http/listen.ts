import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

export interface ListenOptions {
  port: number;
  host: string;
  /** How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_SECS). */
  requestTimeoutMs: number;
}

export interface ServerTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
  keepAliveTimeout: number;
}

/** Headers are small: a client that has not sent them by then is trickling them in. */
const MAX_HEADERS_TIMEOUT_MS = 15_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Slow clients are cut off: a request (headers and body) must arrive within requestTimeoutMs,
 * its headers within half of that and at most 15 s, or Node answers 408 and closes the
 * connection. Node's defaults (300 s for a request, 60 s for headers) let a client that
 * trickles its headers in hold a connection for a minute.
 */
export function serverTimeouts({ requestTimeoutMs }: Pick<ListenOptions, 'requestTimeoutMs'>) {
  return {
    requestTimeout: requestTimeoutMs,
    // A request's head is small; it must also be at most requestTimeout (Node refuses more).
    headersTimeout: Math.min(Math.ceil(requestTimeoutMs / 2), MAX_HEADERS_TIMEOUT_MS),
    // Node looks for expired requests only every connectionsCheckingInterval (30 s by default),
    // so a 30 s timeout could take up to a minute: check ten times per timeout period.
    connectionsCheckingInterval: Math.min(3_000, Math.max(100, Math.floor(requestTimeoutMs / 10))),
    // An idle kept-alive connection should be given up by the client, not closed under it: with
    // Node's default (5 s) a client reusing the connection at the moment the server closed it
    // met a reset (ECONNRESET, seen from Playwright's request client) instead of an answer.
    // Browsers retry such a request; other clients do not. A minute outlasts Node's clients'
    // idle time, and is what proxies' upstream pools usually expect.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  } satisfies ServerTimeouts;
}

/** Starts the HTTP server of the app; resolves once it listens (port 0: any free port). */
export function listen(app: Koa, options: ListenOptions): Promise<Server> {
  const server = createServer(serverTimeouts(options), app.callback());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
