import { setTimeout as sleep } from 'node:timers/promises';

// Airtable answers 429 beyond 5 requests a second per base, and then makes the caller wait 30 s.
// One pacer per process spaces the starts of every request to the base — the panel's status,
// test connection and test data as much as a running sync — so an admin's clicks during a sync
// never push the two together over the limit.

export interface Pacing {
  /** Between the starts of two requests (5 a second: 200 ms, plus a margin). */
  minIntervalMs: number;
  /** How long a sync waits after a 429 (Airtable asks for 30 s). */
  rateLimitWaitMs: number;
  /** How many times a sync retries a request answered 429. */
  maxRetries: number;
}

export const AIRTABLE_PACING: Pacing = {
  minIntervalMs: 220,
  rateLimitWaitMs: 30_000,
  maxRetries: 5,
};

export interface AirtablePacer {
  readonly pacing: Pacing;
  /** Resolves when the caller may start its request: each caller gets the next free slot. */
  turn(): Promise<void>;
}

export function airtablePacer(pacing: Pacing): AirtablePacer {
  let nextStart = 0;
  return {
    pacing,
    async turn() {
      const now = Date.now();
      const start = Math.max(now, nextStart);
      nextStart = start + pacing.minIntervalMs;
      if (start > now) await sleep(start - now);
    },
  };
}
