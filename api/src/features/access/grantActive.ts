import type { GrantRecord } from '../../storage/port';

/**
 * Whether a grant still lets its viewer in at `now` (the app's clock): not revoked and not past
 * its end. Worked out from its own timestamps each time, never stored: a grant ends on time
 * without anything having to run.
 */
export function isGrantActive(grant: Pick<GrantRecord, 'revokedAt' | 'expiresAt'>, now: Date) {
  return !grant.revokedAt && Date.parse(grant.expiresAt) > now.getTime();
}
