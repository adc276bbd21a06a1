import { HttpError } from '../../http/errors';
import type { GrantRecord } from '../../storage/port';

// The holder of a grant as the owner's log names them, and the check that only a full grant's
// holder (the executor) passes: one place for the viewer routes of access, messages and the packet.

/** The grant's holder as the actor of an entry in the owner's access log. */
export const viewerActor = (grant: GrantRecord) =>
  ({
    kind: 'viewer',
    grantId: grant.id,
    name: grant.viewerName,
    email: grant.viewerEmail,
  }) as const;

/** 403 full_access_only, saying what needs full access, unless `grant` is a full grant. */
export function requireFullGrant(grant: Pick<GrantRecord, 'level'>, what: string): void {
  if (grant.level !== 'full') throw new HttpError(403, 'full_access_only', what);
}
