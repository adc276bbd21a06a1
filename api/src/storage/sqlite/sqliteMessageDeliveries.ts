import type BetterSqlite3 from 'better-sqlite3';
import type { MessageDeliveryState } from '@legacy-planner/contracts';
import type { MessageDeliveryRecord, MessageDeliveryRepository } from '../port';

// The deliveries of legacy messages (table message_deliveries, migration 18).

interface DeliveryRow {
  owner_id: string;
  message_id: string;
  recipient_name: string;
  recipient_email: string;
  state: MessageDeliveryState;
  delivered_at: string | null;
  first_opened_at: string | null;
  link_token_hash: string | null;
  link_expires_at: string | null;
  send_count: number;
  test_token_hash: string | null;
  test_expires_at: string | null;
}

const toRecord = (row: DeliveryRow): MessageDeliveryRecord => ({
  ownerId: row.owner_id,
  messageId: row.message_id,
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  state: row.state,
  deliveredAt: row.delivered_at,
  firstOpenedAt: row.first_opened_at,
  linkTokenHash: row.link_token_hash,
  linkExpiresAt: row.link_expires_at,
  sendCount: row.send_count,
  testTokenHash: row.test_token_hash,
  testExpiresAt: row.test_expires_at,
});

const maybe = (row: DeliveryRow | undefined) => (row ? toRecord(row) : null);

export function sqliteMessageDeliveries(db: BetterSqlite3.Database): MessageDeliveryRepository {
  const list = db.prepare<[string], DeliveryRow>(
    'SELECT * FROM message_deliveries WHERE owner_id = ?',
  );
  const get = db.prepare<[string, string], DeliveryRow>(
    'SELECT * FROM message_deliveries WHERE owner_id = ? AND message_id = ?',
  );
  const byToken = db.prepare<[string, string], DeliveryRow>(
    'SELECT * FROM message_deliveries WHERE link_token_hash = ? OR test_token_hash = ?',
  );
  // One statement: a row already delivered is left as it is, and nothing is returned.
  const deliver = db.prepare<
    [
      {
        owner: string;
        message: string;
        name: string;
        email: string;
        hash: string;
        at: string;
      },
    ],
    DeliveryRow
  >(
    `INSERT INTO message_deliveries (owner_id, message_id, recipient_name, recipient_email, state,
       delivered_at, link_token_hash, send_count)
     VALUES (@owner, @message, @name, @email, 'delivered', @at, @hash, 1)
     ON CONFLICT (owner_id, message_id) DO UPDATE SET
       recipient_name = excluded.recipient_name, recipient_email = excluded.recipient_email,
       state = 'delivered', delivered_at = excluded.delivered_at,
       link_token_hash = excluded.link_token_hash, send_count = 1
     WHERE message_deliveries.state = 'waiting'
     RETURNING *`,
  );
  const replaceLink = db.prepare<[string, string, string], DeliveryRow>(
    `UPDATE message_deliveries
     SET link_token_hash = ?, link_expires_at = NULL, send_count = send_count + 1
     WHERE owner_id = ? AND message_id = ? AND state <> 'waiting'
     RETURNING *`,
  );
  const opened = db.prepare<[string, string, string, string], DeliveryRow>(
    `UPDATE message_deliveries
     SET state = 'opened', first_opened_at = COALESCE(first_opened_at, ?),
       link_expires_at = COALESCE(link_expires_at, ?)
     WHERE owner_id = ? AND message_id = ? AND state <> 'waiting'
     RETURNING *`,
  );
  const testLink = db.prepare<[string, string, string, string], DeliveryRow>(
    `INSERT INTO message_deliveries (owner_id, message_id, test_token_hash, test_expires_at)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (owner_id, message_id) DO UPDATE SET
       test_token_hash = excluded.test_token_hash, test_expires_at = excluded.test_expires_at
     RETURNING *`,
  );
  return {
    async listForOwner(ownerId) {
      return list.all(ownerId).map(toRecord);
    },
    async get(ownerId, messageId) {
      return maybe(get.get(ownerId, messageId));
    },
    async findByTokenHash(tokenHash) {
      return maybe(byToken.get(tokenHash, tokenHash));
    },
    async recordDelivery(ownerId, messageId, delivery) {
      return maybe(
        deliver.get({
          owner: ownerId,
          message: messageId,
          name: delivery.recipientName,
          email: delivery.recipientEmail,
          hash: delivery.linkTokenHash,
          at: delivery.at,
        }),
      );
    },
    async replaceLink(ownerId, messageId, linkTokenHash) {
      return maybe(replaceLink.get(linkTokenHash, ownerId, messageId));
    },
    async markOpened(ownerId, messageId, at, linkExpiresAt) {
      return maybe(opened.get(at, linkExpiresAt, ownerId, messageId));
    },
    async setTestLink(ownerId, messageId, testTokenHash, testExpiresAt) {
      return toRecord(testLink.get(ownerId, messageId, testTokenHash, testExpiresAt)!);
    },
  };
}
