import type BetterSqlite3 from 'better-sqlite3';
import type { CheckInMethod, CheckInRhythm } from '@legacy-planner/contracts';
import type { CheckInRepository, StoredCheckInSettings } from '../port';

// Check-ins: one settings row per owner, the ordered contacts beside it (each row goes with its
// contact, by the foreign key's cascade), and the owner's latest check-in.

interface SettingsRow {
  rhythm: CheckInRhythm;
  paused_until: string | null;
  rhythm_since: string | null;
  updated_at: string;
}

export function sqliteCheckIns(db: BetterSqlite3.Database): CheckInRepository {
  const settings = db.prepare<[string], SettingsRow>(
    `SELECT rhythm, paused_until, rhythm_since, updated_at FROM check_in_settings
     WHERE owner_id = ?`,
  );
  const contacts = db.prepare<[string], string>(
    'SELECT contact_id FROM check_in_contacts WHERE owner_id = ? ORDER BY position',
  );
  const upsert = db.prepare<[string, string, string | null, string | null, string]>(
    `INSERT INTO check_in_settings (owner_id, rhythm, paused_until, rhythm_since, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET rhythm = excluded.rhythm,
       paused_until = excluded.paused_until, rhythm_since = excluded.rhythm_since,
       updated_at = excluded.updated_at`,
  );
  const clearContacts = db.prepare<[string]>('DELETE FROM check_in_contacts WHERE owner_id = ?');
  // Only the owner's own contacts: another id is left out, never an error.
  const addContact = db.prepare<[{ owner: string; contact: string; position: number }]>(
    `INSERT OR IGNORE INTO check_in_contacts (owner_id, contact_id, position)
     SELECT @owner, id, @position FROM contacts WHERE id = @contact AND user_id = @owner`,
  );
  const last = db.prepare<[string], { at: string; method: CheckInMethod }>(
    'SELECT at, method FROM check_ins WHERE owner_id = ?',
  );
  const record = db.prepare<[string, string, string]>(
    `INSERT INTO check_ins (owner_id, at, method) VALUES (?, ?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET at = excluded.at, method = excluded.method
     WHERE excluded.at >= check_ins.at`,
  );

  const read = (ownerId: string): StoredCheckInSettings | null => {
    const row = settings.get(ownerId);
    if (!row) return null;
    return {
      rhythm: row.rhythm,
      pausedUntil: row.paused_until,
      contactIds: contacts.pluck().all(ownerId),
      rhythmSince: row.rhythm_since,
      updatedAt: row.updated_at,
    };
  };
  const put = db.transaction(
    (ownerId: string, saved: Parameters<CheckInRepository['putSettings']>[1], at: string) => {
      // Kept as a full timestamp, as MongoDB's date answers it, whatever form the date came in.
      const pausedUntil = saved.pausedUntil && new Date(saved.pausedUntil).toISOString();
      upsert.run(ownerId, saved.rhythm, pausedUntil, saved.rhythmSince, at);
      clearContacts.run(ownerId);
      saved.contactIds.forEach((contact, position) =>
        addContact.run({ owner: ownerId, contact, position }),
      );
    },
  );

  return {
    async getSettings(ownerId) {
      return read(ownerId);
    },
    async putSettings(ownerId, saved, at) {
      put(ownerId, saved, at);
      return read(ownerId)!;
    },
    async lastCheckIn(ownerId) {
      return last.get(ownerId) ?? null;
    },
    async recordCheckIn(ownerId, checkIn) {
      record.run(ownerId, checkIn.at, checkIn.method);
    },
  };
}
