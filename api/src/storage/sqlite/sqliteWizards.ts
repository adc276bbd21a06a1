import type BetterSqlite3 from 'better-sqlite3';
import type { WizardKind, WizardStatus } from '@legacy-planner/contracts';
import type { StoredWizard, WizardRepository } from '../port';
import { wizardDeletedDescription } from '../plannerActivity';
import { activityWriter } from './sqlitePlanner';

interface WizardRow {
  kind: WizardKind;
  status: WizardStatus;
  sealed_data: string;
  document_id: string | null;
  updated_at: string;
}

const toStored = (row: WizardRow): StoredWizard => ({
  kind: row.kind,
  status: row.status,
  sealedData: row.sealed_data,
  documentId: row.document_id,
  updatedAt: row.updated_at,
});

const COLUMNS = 'kind, status, sealed_data, document_id, updated_at';

export function sqliteWizards(db: BetterSqlite3.Database, logLength: number): WizardRepository {
  const get = db.prepare<[string, string], WizardRow>(
    `SELECT ${COLUMNS} FROM wizards WHERE user_id = ? AND kind = ?`,
  );
  const list = db.prepare<[string], WizardRow>(`SELECT ${COLUMNS} FROM wizards WHERE user_id = ?`);
  const remove = db.prepare<[string, string], WizardRow>(
    `DELETE FROM wizards WHERE user_id = ? AND kind = ? RETURNING ${COLUMNS}`,
  );
  const unlink = db.prepare<[string, string], { kind: WizardKind }>(
    `UPDATE wizards SET document_id = NULL WHERE user_id = ? AND document_id = ? RETURNING kind`,
  );
  const writeActivity = activityWriter(db, logLength);
  const destroy = db.transaction((userId: string, kind: WizardKind, author: string | null) => {
    const row = remove.get(userId, kind);
    if (!row) return null;
    writeActivity(userId, 'documents', 'deleted', wizardDeletedDescription(kind, author));
    return toStored(row);
  });
  const put = db.prepare(
    `INSERT INTO wizards (user_id, kind, status, sealed_data, document_id, updated_at)
     VALUES (@userId, @kind, @status, @sealedData, @documentId, @updatedAt)
     ON CONFLICT (user_id, kind) DO UPDATE SET status = excluded.status,
       sealed_data = excluded.sealed_data, document_id = excluded.document_id,
       updated_at = excluded.updated_at`,
  );
  return {
    async get(userId, kind) {
      const row = get.get(userId, kind);
      return row ? toStored(row) : null;
    },
    async put(userId, record) {
      const stored: StoredWizard = { ...record, updatedAt: new Date().toISOString() };
      put.run({ userId, ...stored });
      return stored;
    },
    async list(userId) {
      return list.all(userId).map(toStored);
    },
    async remove(userId, kind, author = null) {
      return destroy(userId, kind, author);
    },
    async unlinkDocument(userId, documentId) {
      return unlink.get(userId, documentId)?.kind ?? null;
    },
  };
}
