import {
  GRANT_LIFETIME_MS,
  type AccessGrant,
  type AccessHolder,
  type AccessLevel,
  type GrantSource,
  type ViewerGrant,
} from '@legacy-planner/contracts';
import type { GrantRecord, UnitOfWork, UserRecord } from '../../storage/port';
import type { AccessDependencies } from './accessDependencies';
import { describeHolder, notifier } from './notify';
import { isGrantActive } from './grantActive';

// Making a grant: a time-limited, revocable viewer session on one owner's plan, written with
// its log entry and the notices it causes in one unit of work.

const sourceText: Record<GrantSource, string> = {
  card: 'an access card',
  access_key: 'the master access key',
  request: 'a verified request',
  loved_one: 'the loved-one access step',
  check_in: "a trusted contact's answer when we asked whether you are OK",
};

const day = (iso: string) => iso.slice(0, 10);

export function grantState(grant: GrantRecord, now: Date): AccessGrant['state'] {
  if (grant.revokedAt) return 'revoked';
  return isGrantActive(grant, now) ? 'active' : 'expired';
}

export function toAccessGrant(grant: GrantRecord, now: Date): AccessGrant {
  return {
    id: grant.id,
    level: grant.level,
    emergency: grant.emergency,
    holder: {
      name: grant.viewerName,
      email: grant.viewerEmail,
      relationship: grant.viewerRelationship,
    },
    source: grant.source,
    createdAt: grant.createdAt,
    expiresAt: grant.expiresAt,
    revokedAt: grant.revokedAt,
    state: grantState(grant, now),
  };
}

export const toViewerGrant = (grant: GrantRecord, owner: UserRecord): ViewerGrant => ({
  id: grant.id,
  level: grant.level,
  emergency: grant.emergency,
  expiresAt: grant.expiresAt,
  ownerName: owner.name,
});

export interface GrantRequest {
  level: AccessLevel;
  emergency: boolean;
  holder: AccessHolder;
  source: GrantSource;
  /** Said in the owner's log beside the grant (an emergency reason). */
  note?: string;
}

export function grantMaker(deps: AccessDependencies) {
  const notify = notifier(deps);

  return async function makeGrant(
    tx: UnitOfWork,
    owner: UserRecord,
    request: GrantRequest,
  ): Promise<GrantRecord> {
    const { level, emergency, holder, source } = request;
    const expiresAt = new Date(deps.clock().getTime() + GRANT_LIFETIME_MS[level]).toISOString();
    const grant = await tx.grants.create({
      ownerId: owner.id,
      level,
      viewerName: holder.name,
      viewerEmail: holder.email,
      viewerRelationship: holder.relationship,
      source,
      emergency,
      expiresAt,
    });
    const what = `${level} access${emergency ? ' for an emergency' : ''}`;
    await tx.events.append({
      ownerId: owner.id,
      actor: { kind: 'requester', name: holder.name, email: holder.email },
      action: 'grant.created',
      subject: { type: 'grant', id: grant.id },
      detail: `${what[0]!.toUpperCase()}${what.slice(1)} with ${sourceText[source]}${
        request.note ? `: ${request.note}` : ''
      }`,
    });
    await notify.owner(
      tx,
      owner,
      'Someone was given access to your plan',
      `${describeHolder(holder)} was given ${what} to your plan with ${sourceText[source]}, ` +
        `until ${day(expiresAt)}. You can revoke it at any time in your Privacy tab.`,
    );
    await notify.requester(
      tx,
      holder,
      `Your access to ${owner.name}'s plan`,
      `You have ${level} access to what ${owner.name} chose to share, until ${day(expiresAt)}.\n\n` +
        `Open it here: ${notify.viewLink('/access/view')}\n`,
    );
    return grant;
  };
}
