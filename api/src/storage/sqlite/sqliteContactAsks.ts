import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { ContactAnswer } from '@legacy-planner/contracts';
import type { ContactAskRecord, ContactAskRepository } from '../port';

// The trusted contacts asked "Is … OK?" (table contact_asks, migration 19).

interface AskRow {
  id: string;
  owner_id: string;
  round: string;
  contact_id: string;
  contact_name: string;
  contact_email: string;
  contact_relationship: string;
  token_hash: string;
  asked_at: string;
  expires_at: string;
  answer: ContactAnswer | null;
  answered_at: string | null;
}

const toRecord = (row: AskRow): ContactAskRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  round: row.round,
  contactId: row.contact_id,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactRelationship: row.contact_relationship,
  tokenHash: row.token_hash,
  askedAt: row.asked_at,
  expiresAt: row.expires_at,
  answer: row.answer,
  answeredAt: row.answered_at,
});

export function sqliteContactAsks(db: BetterSqlite3.Database): ContactAskRepository {
  const insert = db.prepare(
    `INSERT INTO contact_asks (id, owner_id, round, contact_id, contact_name, contact_email,
       contact_relationship, token_hash, asked_at, expires_at)
     VALUES (@id, @ownerId, @round, @contactId, @contactName, @contactEmail,
       @contactRelationship, @tokenHash, @askedAt, @expiresAt)`,
  );
  const byId = db.prepare<[string], AskRow>('SELECT * FROM contact_asks WHERE id = ?');
  const byToken = db.prepare<[string], AskRow>('SELECT * FROM contact_asks WHERE token_hash = ?');
  // One statement: an answered question is left as it is, and nothing is returned.
  const answer = db.prepare<[string, string, string], AskRow>(
    `UPDATE contact_asks SET answer = ?, answered_at = ? WHERE id = ? AND answer IS NULL
     RETURNING *`,
  );
  const round = db.prepare<[string, string], AskRow>(
    `SELECT * FROM contact_asks WHERE owner_id = ? AND round = ? ORDER BY asked_at, rowid`,
  );

  return {
    async create(ask) {
      const id = randomUUID();
      insert.run({ id, ...ask });
      return toRecord(byId.get(id)!);
    },
    async findByTokenHash(tokenHash) {
      const row = byToken.get(tokenHash);
      return row ? toRecord(row) : null;
    },
    async answer(id, given, at) {
      const row = answer.get(given, at, id);
      return row ? toRecord(row) : null;
    },
    async listForRound(ownerId, name) {
      return round.all(ownerId, name).map(toRecord);
    },
  };
}
