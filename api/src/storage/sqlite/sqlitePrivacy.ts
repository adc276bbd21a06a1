import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AccessLevel, ReleaseSettings, ReleaseTiming } from '@legacy-planner/contracts';
import type {
  ItemReleaseRepository,
  MailOutbox,
  NoticeRepository,
  OutgoingMail,
  PrivacySettingsRepository,
  StoredNotice,
} from '../port';

// The owner's privacy settings beside the records (item settings of files, wizard records
// and messages; the waiting period), their notices, and the outgoing mail.

interface ReleaseRow {
  item_id: string;
  required_access_level: AccessLevel;
  is_visible: number;
  release_timing: ReleaseTiming;
}

export function sqliteItemReleases(db: BetterSqlite3.Database): ItemReleaseRepository {
  const list = db.prepare<[string, string], ReleaseRow>(
    `SELECT item_id, required_access_level, is_visible, release_timing FROM item_releases
     WHERE owner_id = ? AND item_type = ?`,
  );
  const upsert = db.prepare<[string, string, string, string, number, string]>(
    `INSERT INTO item_releases (owner_id, item_type, item_id, required_access_level,
       is_visible, release_timing) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (owner_id, item_type, item_id) DO UPDATE SET
       required_access_level = excluded.required_access_level,
       is_visible = excluded.is_visible, release_timing = excluded.release_timing`,
  );
  const remove = db.prepare<[string, string, string]>(
    'DELETE FROM item_releases WHERE owner_id = ? AND item_type = ? AND item_id = ?',
  );
  return {
    async list(ownerId, type) {
      return new Map(
        list.all(ownerId, type).map((row): [string, ReleaseSettings] => [
          row.item_id,
          {
            requiredAccessLevel: row.required_access_level,
            isVisible: row.is_visible === 1,
            releaseTiming: row.release_timing,
          },
        ]),
      );
    },
    async set(ownerId, type, id, settings) {
      upsert.run(
        ownerId,
        type,
        id,
        settings.requiredAccessLevel,
        settings.isVisible ? 1 : 0,
        settings.releaseTiming,
      );
    },
    async remove(ownerId, type, id) {
      return remove.run(ownerId, type, id).changes > 0;
    },
  };
}

export function sqlitePrivacySettings(db: BetterSqlite3.Database): PrivacySettingsRepository {
  const get = db.prepare<[string], { waiting_period_days: number }>(
    'SELECT waiting_period_days FROM privacy_settings WHERE owner_id = ?',
  );
  const put = db.prepare<[string, number]>(
    `INSERT INTO privacy_settings (owner_id, waiting_period_days) VALUES (?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET waiting_period_days = excluded.waiting_period_days`,
  );
  return {
    async get(ownerId) {
      const row = get.get(ownerId);
      return row ? { waitingPeriodDays: row.waiting_period_days } : null;
    },
    async put(ownerId, settings) {
      put.run(ownerId, settings.waitingPeriodDays);
    },
  };
}

interface NoticeRow {
  id: string;
  owner_id: string;
  text: string;
  created_at: string;
  read_at: string | null;
}

const toNotice = (row: NoticeRow): StoredNotice => ({
  id: row.id,
  ownerId: row.owner_id,
  text: row.text,
  createdAt: row.created_at,
  readAt: row.read_at,
});

export function sqliteNotices(db: BetterSqlite3.Database): NoticeRepository {
  const insert = db.prepare<[string, string, string, string], NoticeRow>(
    'INSERT INTO notices (id, owner_id, text, created_at) VALUES (?, ?, ?, ?) RETURNING *',
  );
  const unread = db.prepare<[string], NoticeRow>(
    `SELECT * FROM notices WHERE owner_id = ? AND read_at IS NULL
     ORDER BY created_at DESC, rowid DESC`,
  );
  const markRead = db.prepare<[string, string]>(
    'UPDATE notices SET read_at = ? WHERE owner_id = ? AND read_at IS NULL',
  );
  return {
    async add(ownerId, text) {
      return toNotice(insert.get(randomUUID(), ownerId, text, new Date().toISOString())!);
    },
    async listUnread(ownerId) {
      return unread.all(ownerId).map(toNotice);
    },
    async markAllRead(ownerId) {
      return markRead.run(new Date().toISOString(), ownerId).changes;
    },
  };
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  urgent: 0 | 1;
}

const toMail = (row: MailRow): OutgoingMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
  urgent: row.urgent === 1,
});

export function sqliteMailOutbox(db: BetterSqlite3.Database): MailOutbox {
  const insert = db.prepare<[string, string, string, string, string, 0 | 1], MailRow>(
    `INSERT INTO mail_outbox (id, to_address, subject, text, next_attempt_at, urgent)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const due = db.prepare<[string, number], MailRow>(
    `SELECT * FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= ?
     ORDER BY urgent DESC, next_attempt_at, rowid LIMIT ?`,
  );
  // One statement, so one write transaction: another process's claim waits for the write lock
  // and then no longer finds these mails due.
  const claim = db.prepare<[{ now: string; until: string; limit: number }], MailRow>(
    `UPDATE mail_outbox SET next_attempt_at = @until
     WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= @now
       ORDER BY urgent DESC, next_attempt_at, rowid LIMIT @limit)
     RETURNING *`,
  );
  const sent = db.prepare<[string, string]>(
    'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?',
  );
  const failed = db.prepare<[string, string]>(
    'UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?',
  );
  const removeTo = db.prepare<[string]>('DELETE FROM mail_outbox WHERE to_address = ?');
  const deleteSent = db.prepare('DELETE FROM mail_outbox WHERE sent_at IS NOT NULL');
  return {
    async enqueue(mail) {
      const now = new Date().toISOString();
      const urgent = mail.urgent ? 1 : 0;
      return toMail(insert.get(randomUUID(), mail.to, mail.subject, mail.text, now, urgent)!);
    },
    async due(now, limit) {
      return due.all(new Date(now).toISOString(), limit).map(toMail);
    },
    async claimDue(now, until, limit) {
      const at = { now: new Date(now).toISOString(), until: new Date(until).toISOString(), limit };
      return claim
        .all(at)
        .map(toMail)
        .sort((a, b) => Number(b.urgent) - Number(a.urgent));
    },
    async markSent(id) {
      sent.run(new Date().toISOString(), id);
    },
    async markFailed(id, nextAttemptAt) {
      failed.run(new Date(nextAttemptAt).toISOString(), id);
    },
    async removeTo(address) {
      return removeTo.run(address).changes;
    },
    async deleteSent() {
      return deleteSent.run().changes;
    },
  };
}
