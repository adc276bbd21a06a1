import type { AccessGrant, AccessLogAction } from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { AccessEvent, PageRequest, UnitOfWork, UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { toAccessGrant } from '../access/grants';
import { hashAccessKey, newAccessKey } from '../access/secrets';

// The master access key and the grants on the plan, on the owner's side: each change written
// with its line in the access log, in one unit of work.

const log = (
  tx: UnitOfWork,
  owner: UserRecord,
  action: AccessLogAction,
  subject: AccessEvent['subject'],
  detail: string,
) => tx.events.append({ ownerId: owner.id, actor: { kind: 'owner' }, action, subject, detail });

const noSuchGrant = () => new HttpError(404, 'not_found', 'No such active grant.');

export function keyAndGrantService({ store, clock }: AccessDependencies) {
  return {
    /** Whether a master access key exists, and when it was made (never the key). */
    async keyStatus(owner: UserRecord) {
      const key = await store.accessKeys.get(owner.id);
      return { exists: Boolean(key), createdAt: key?.createdAt ?? null };
    },

    /** A new master access key (any earlier one stops working), answered this once. */
    async generateKey(owner: UserRecord) {
      const accessKey = newAccessKey();
      const keyHash = await hashAccessKey(accessKey);
      const stored = await store.unitOfWork(async (tx) => {
        const kept = await tx.accessKeys.put(owner.id, keyHash);
        await log(
          tx,
          owner,
          'key.generated',
          null,
          'A new master access key; any earlier key no longer works',
        );
        return kept;
      });
      return { accessKey, createdAt: stored.createdAt };
    },

    async revokeKey(owner: UserRecord): Promise<void> {
      const revoked = await store.unitOfWork(async (tx) => {
        if (!(await tx.accessKeys.remove(owner.id))) return false;
        await log(tx, owner, 'key.revoked', null, 'The master access key was revoked');
        return true;
      });
      if (!revoked) throw new HttpError(404, 'not_found', 'There is no access key.');
    },

    async setGrantExpiry(owner: UserRecord, grantId: string, expiresAt: string) {
      const changed = await store.unitOfWork(async (tx) => {
        const grant = await tx.grants.setExpiry(owner.id, grantId, expiresAt);
        if (!grant) return null;
        await log(
          tx,
          owner,
          'grant.changed',
          { type: 'grant', id: grant.id },
          `${grant.level} access of ${grant.viewerName} now ends ${grant.expiresAt.slice(0, 10)}`,
        );
        return grant;
      });
      if (!changed) throw noSuchGrant();
      return toAccessGrant(changed, clock());
    },

    async revokeGrant(owner: UserRecord, grantId: string): Promise<void> {
      const revoked = await store.unitOfWork(async (tx) => {
        const grant = await tx.grants.get(grantId);
        if (!grant || !(await tx.grants.revoke(owner.id, grantId))) return false;
        await log(
          tx,
          owner,
          'grant.revoked',
          { type: 'grant', id: grant.id },
          `${grant.level} access of ${grant.viewerName} (${grant.viewerEmail})`,
        );
        return true;
      });
      if (!revoked) throw noSuchGrant();
    },

    /** Active, expired and revoked, newest first. */
    async grants(owner: UserRecord, page: PageRequest) {
      const found = await store.grants.listForOwner(owner.id, page);
      const now = clock();
      const items: AccessGrant[] = found.items.map((grant) => toAccessGrant(grant, now));
      return { items, nextCursor: found.nextCursor };
    },
  };
}
