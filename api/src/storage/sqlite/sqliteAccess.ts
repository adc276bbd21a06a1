import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AccessLevel, RequestMethod } from '@legacy-planner/contracts';
import {
  DuplicateCardIdError,
  type AccessKeyRepository,
  type AccessRequestRepository,
  type CardRepository,
  type RequestDecision,
  type StoredAccessRequest,
  type StoredCard,
  type UnmatchedRequest,
  type UnmatchedRequestRepository,
} from '../port';
import { pageStart, toPage } from '../paging';
import { nextSeq } from './sqliteSequence';

// The ways in to an owner's plan: their master access key (a hash), their cards (the codes
// sealed) and the requests that wait for a decision.

export function sqliteAccessKeys(db: BetterSqlite3.Database): AccessKeyRepository {
  const get = db.prepare<[string], { key_hash: string; created_at: string }>(
    'SELECT key_hash, created_at FROM access_keys WHERE owner_id = ?',
  );
  const put = db.prepare<[string, string, string]>(
    `INSERT INTO access_keys (owner_id, key_hash, created_at) VALUES (?, ?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET key_hash = excluded.key_hash,
       created_at = excluded.created_at`,
  );
  const remove = db.prepare<[string]>('DELETE FROM access_keys WHERE owner_id = ?');
  return {
    async get(ownerId) {
      const row = get.get(ownerId);
      return row ? { ownerId, keyHash: row.key_hash, createdAt: row.created_at } : null;
    },
    async put(ownerId, keyHash) {
      const createdAt = new Date().toISOString();
      put.run(ownerId, keyHash, createdAt);
      return { ownerId, keyHash, createdAt };
    },
    async remove(ownerId) {
      return remove.run(ownerId).changes === 1;
    },
  };
}

interface CardRow {
  card_id: string;
  owner_id: string;
  sealed_code: string;
  is_enabled: number;
  access_level: AccessLevel;
  expiration_date: string;
  created_at: string;
}

const toCard = (row: CardRow): StoredCard => ({
  cardId: row.card_id,
  ownerId: row.owner_id,
  sealedCode: row.sealed_code,
  isEnabled: row.is_enabled === 1,
  accessLevel: row.access_level,
  expirationDate: row.expiration_date,
  createdAt: row.created_at,
});

export function sqliteCards(db: BetterSqlite3.Database): CardRepository {
  const list = db.prepare<[string], CardRow>(
    'SELECT * FROM access_cards WHERE owner_id = ? ORDER BY created_at, card_id',
  );
  const get = db.prepare<[string], CardRow>('SELECT * FROM access_cards WHERE card_id = ?');
  const insert = db.prepare<[CardRow]>(
    `INSERT INTO access_cards (card_id, owner_id, sealed_code, is_enabled, access_level,
       expiration_date, created_at)
     VALUES (@card_id, @owner_id, @sealed_code, @is_enabled, @access_level, @expiration_date,
       @created_at)`,
  );
  const update = db.prepare<
    [
      {
        owner: string;
        id: string;
        enabled: number | null;
        level: string | null;
        expires: string | null;
      },
    ],
    CardRow
  >(
    `UPDATE access_cards SET is_enabled = COALESCE(@enabled, is_enabled),
       access_level = COALESCE(@level, access_level),
       expiration_date = COALESCE(@expires, expiration_date)
     WHERE owner_id = @owner AND card_id = @id RETURNING *`,
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM access_cards WHERE owner_id = ? AND card_id = ?',
  );
  return {
    async listForOwner(ownerId) {
      return list.all(ownerId).map(toCard);
    },
    async get(cardId) {
      const row = get.get(cardId);
      return row ? toCard(row) : null;
    },
    async create(card) {
      try {
        insert.run({
          card_id: card.cardId,
          owner_id: card.ownerId,
          sealed_code: card.sealedCode,
          is_enabled: card.isEnabled ? 1 : 0,
          access_level: card.accessLevel,
          expiration_date: new Date(card.expirationDate).toISOString(),
          created_at: card.createdAt,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
          throw new DuplicateCardIdError();
        }
        throw error;
      }
      return toCard(get.get(card.cardId)!);
    },
    async update(ownerId, cardId, change) {
      const row = update.get({
        owner: ownerId,
        id: cardId,
        enabled: change.isEnabled === undefined ? null : change.isEnabled ? 1 : 0,
        level: change.accessLevel ?? null,
        expires: change.expirationDate ? new Date(change.expirationDate).toISOString() : null,
      });
      return row ? toCard(row) : null;
    },
    async remove(ownerId, cardId) {
      return remove.run(ownerId, cardId).changes === 1;
    },
  };
}

interface RequestRow {
  id: string;
  owner_id: string;
  seq: number;
  level: AccessLevel;
  method: RequestMethod;
  holder_name: string;
  holder_email: string;
  holder_relationship: string;
  sealed_evidence: string;
  claim_token_hash: string;
  created_at: string;
  grants_at: string | null;
  decision: RequestDecision | null;
  decided_at: string | null;
  grant_id: string | null;
  reminders_sent: number;
}

const toRequest = (row: RequestRow): StoredAccessRequest => ({
  id: row.id,
  ownerId: row.owner_id,
  level: row.level,
  method: row.method,
  holder: {
    name: row.holder_name,
    email: row.holder_email,
    relationship: row.holder_relationship,
  },
  sealedEvidence: row.sealed_evidence,
  claimTokenHash: row.claim_token_hash,
  createdAt: row.created_at,
  grantsAt: row.grants_at,
  decision: row.decision,
  decidedAt: row.decided_at,
  grantId: row.grant_id,
  remindersSent: row.reminders_sent,
});

export function sqliteAccessRequests(db: BetterSqlite3.Database): AccessRequestRepository {
  const insert = db.prepare<[Record<string, unknown>], RequestRow>(
    `INSERT INTO access_requests (id, owner_id, seq, level, method, holder_name, holder_email,
       holder_relationship, sealed_evidence, claim_token_hash, created_at, grants_at)
     VALUES (@id, @owner, ${nextSeq('access_requests')}, @level, @method, @holder_name,
       @holder_email, @holder_relationship, @sealed_evidence, @claim_token_hash, @created_at,
       @grants_at)
     RETURNING *`,
  );
  const get = db.prepare<[string], RequestRow>('SELECT * FROM access_requests WHERE id = ?');
  const list = db.prepare<[{ owner: string; before: number; limit: number }], RequestRow>(
    `SELECT * FROM access_requests WHERE owner_id = @owner AND seq < @before
     ORDER BY seq DESC LIMIT @limit`,
  );
  // Compare-and-set on an undecided request: a rejection until its grant is claimed, any
  // other decision until its waiting period ends.
  const decide = db.prepare<[{ id: string; decision: string; at: string }], RequestRow>(
    `UPDATE access_requests SET decision = @decision, decided_at = @at
     WHERE id = @id AND decision IS NULL AND CASE @decision
       WHEN 'rejected' THEN grant_id IS NULL
       ELSE grants_at IS NULL OR grants_at > @at END
     RETURNING *`,
  );
  const attach = db.prepare<[string, string]>(
    `UPDATE access_requests SET grant_id = ?
     WHERE id = ? AND grant_id IS NULL AND decision IS NOT 'rejected'`,
  );
  const waiting = db.prepare<[string], RequestRow>(
    `SELECT * FROM access_requests WHERE decision IS NULL AND grants_at > ?
     ORDER BY grants_at`,
  );
  const awaitingVerification = db.prepare<[], RequestRow>(
    `SELECT * FROM access_requests
     WHERE decision IS NULL AND grants_at IS NULL AND level = 'full'
     ORDER BY created_at, seq`,
  );
  const remind = db.prepare<[number, string, number]>(
    'UPDATE access_requests SET reminders_sent = ? WHERE id = ? AND reminders_sent < ?',
  );
  return {
    async create(request) {
      const row = insert.get({
        id: randomUUID(),
        owner: request.ownerId,
        level: request.level,
        method: request.method,
        holder_name: request.holder.name,
        holder_email: request.holder.email,
        holder_relationship: request.holder.relationship,
        sealed_evidence: request.sealedEvidence,
        claim_token_hash: request.claimTokenHash,
        created_at: new Date().toISOString(),
        grants_at: request.grantsAt ? new Date(request.grantsAt).toISOString() : null,
      });
      return toRequest(row!);
    },
    async get(id) {
      const row = get.get(id);
      return row ? toRequest(row) : null;
    },
    async listForOwner(ownerId, page) {
      const rows = list.all({ owner: ownerId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, (row) => row.seq, toRequest);
    },
    async decide(id, decision, at) {
      const row = decide.get({ id, decision, at: new Date(at).toISOString() });
      return row ? toRequest(row) : null;
    },
    async attachGrant(id, grantId) {
      return attach.run(grantId, id).changes === 1;
    },
    async listWaiting(now) {
      return waiting.all(new Date(now).toISOString()).map(toRequest);
    },
    async listAwaitingVerification() {
      return awaitingVerification.all().map(toRequest);
    },
    async markReminded(id, count) {
      return remind.run(count, id, count).changes === 1;
    },
  };
}

interface UnmatchedRow {
  id: string;
  claim_token_hash: string;
  created_at: string;
  grants_at: string | null;
}

const toUnmatched = (row: UnmatchedRow): UnmatchedRequest => ({
  id: row.id,
  claimTokenHash: row.claim_token_hash,
  createdAt: row.created_at,
  grantsAt: row.grants_at,
});

export function sqliteUnmatchedRequests(db: BetterSqlite3.Database): UnmatchedRequestRepository {
  const insert = db.prepare<[string, string, string, string | null], UnmatchedRow>(
    `INSERT INTO unmatched_requests (id, claim_token_hash, created_at, grants_at)
     VALUES (?, ?, ?, ?) RETURNING *`,
  );
  const get = db.prepare<[string], UnmatchedRow>('SELECT * FROM unmatched_requests WHERE id = ?');
  return {
    async create(request) {
      const grantsAt = request.grantsAt ? new Date(request.grantsAt).toISOString() : null;
      const row = insert.get(
        randomUUID(),
        request.claimTokenHash,
        new Date().toISOString(),
        grantsAt,
      );
      return toUnmatched(row!);
    },
    async get(id) {
      const row = get.get(id);
      return row ? toUnmatched(row) : null;
    },
  };
}
