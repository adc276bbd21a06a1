import { perAddress, type RateLimitRule } from '../../routing/rateLimit';
import { viewerGrantId } from '../../session/viewerCookie';

// How often a viewer may read: the plan, and its files. Each read costs a look through the
// owner's whole plan and is written to their access log, so a grant (from any number of
// addresses) and an address (with any number of grants) each get a budget.

const MINUTES_15 = 15 * 60_000;

/**
 * A grant's views of one thing within this long of the first are one entry of the owner's
 * access log, with their count: the log says who looked at what, and cannot be flooded.
 */
export const VIEWS_COUNTED_TOGETHER_MS = 60 * 60_000;

/**
 * Counted per grant, whatever address it is used from (the viewer policy has run before the
 * limits: the cookie names an active grant).
 */
const perGrant = (name: string, max: number, message: string): RateLimitRule => ({
  name,
  max,
  windowMs: MINUTES_15,
  message,
  key: (ctx) => viewerGrantId(ctx) ?? null,
});

export const viewerReadLimits = {
  view: {
    perAddress: perAddress(
      'access-view',
      120,
      MINUTES_15,
      'Too many views of shared plans from this address.',
    ),
    perGrant: perGrant('access-view-grant', 60, 'This shared plan was opened too often.'),
  },
  file: {
    perAddress: perAddress('access-file', 120, MINUTES_15, 'Too many downloads from this address.'),
    perGrant: perGrant('access-file-grant', 120, 'Too many downloads with this access.'),
  },
};
