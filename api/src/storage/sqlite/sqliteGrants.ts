import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AccessLevel, GrantSource } from '@legacy-planner/contracts';
import type { GrantRecord, GrantRepository } from '../port';
import { pageStart, toPage } from '../paging';
import { nextSeq } from './sqliteSequence';

interface GrantRow {
  id: string;
  owner_id: string;
  level: AccessLevel;
  viewer_name: string;
  viewer_email: string;
  viewer_relationship: string;
  source: GrantSource;
  emergency: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  seq: number;
}

const toGrant = (row: GrantRow): GrantRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  level: row.level,
  viewerName: row.viewer_name,
  viewerEmail: row.viewer_email,
  viewerRelationship: row.viewer_relationship,
  source: row.source,
  emergency: row.emergency === 1,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

export function sqliteGrants(db: BetterSqlite3.Database): GrantRepository {
  const insert = db.prepare<
    [Omit<GrantRow, 'owner_id' | 'revoked_at' | 'seq'> & { owner: string }],
    GrantRow
  >(
    `INSERT INTO grants (id, owner_id, level, viewer_name, viewer_email, viewer_relationship,
       source, emergency, created_at, expires_at, seq)
     VALUES (@id, @owner, @level, @viewer_name, @viewer_email, @viewer_relationship, @source,
       @emergency, @created_at, @expires_at, ${nextSeq('grants')})
     RETURNING *`,
  );
  const get = db.prepare<[string], GrantRow>('SELECT * FROM grants WHERE id = ?');
  const list = db.prepare<[{ owner: string; before: number; limit: number }], GrantRow>(
    `SELECT * FROM grants WHERE owner_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit`,
  );
  const revoke = db.prepare<[string, string, string]>(
    'UPDATE grants SET revoked_at = ? WHERE owner_id = ? AND id = ? AND revoked_at IS NULL',
  );

  const expiry = db.prepare<[string, string, string], GrantRow>(
    `UPDATE grants SET expires_at = ? WHERE owner_id = ? AND id = ? AND revoked_at IS NULL
     RETURNING *`,
  );

  return {
    async create(grant) {
      const row = insert.get({
        id: randomUUID(),
        owner: grant.ownerId,
        level: grant.level,
        viewer_name: grant.viewerName,
        viewer_email: grant.viewerEmail,
        viewer_relationship: grant.viewerRelationship,
        source: grant.source,
        emergency: grant.emergency ? 1 : 0,
        created_at: new Date().toISOString(),
        // Kept in one format (MongoDB stores a date), so that both stores answer the same text.
        expires_at: new Date(grant.expiresAt).toISOString(),
      });
      return toGrant(row!);
    },
    async get(id) {
      const row = get.get(id);
      return row ? toGrant(row) : null;
    },
    async listForOwner(ownerId, page) {
      const rows = list.all({ owner: ownerId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, (row) => row.seq, toGrant);
    },
    async setExpiry(ownerId, id, expiresAt) {
      const row = expiry.get(new Date(expiresAt).toISOString(), ownerId, id);
      return row ? toGrant(row) : null;
    },
    async revoke(ownerId, id) {
      return revoke.run(new Date().toISOString(), ownerId, id).changes === 1;
    },
  };
}
