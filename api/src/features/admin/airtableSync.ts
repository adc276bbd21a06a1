import { setTimeout as sleep } from 'node:timers/promises';
import { airtableTables, type AirtableTable, type SyncProgress } from '@legacy-planner/contracts';
import type { StoragePort, UserRecord } from '../../storage/port';
import { readAllPages } from '../../storage/paging';
import { statusOf, type AirtableBase } from './airtableClient';
import type { AirtablePacer } from './airtablePacer';
import { rowOf, type Row } from './planRows';

// Pushes the plans of the users who agreed to share them (decisions §5) into the
// administrators' Airtable base: upserts keyed by our record id (a second sync creates no
// duplicates and rewrites nothing unchanged), 10 records per write, at most 5 requests a
// second, and a pause and a retry when Airtable still answers 429.

const BATCH = 10;

async function rowsOf(store: StoragePort, user: UserRecord): Promise<Record<AirtableTable, Row[]>> {
  const [documents, wishes, contacts, activities] = await Promise.all([
    readAllPages((page) => store.documents.list(user.id, page)),
    readAllPages((page) => store.wishes.list(user.id, page)),
    readAllPages((page) => store.contacts.list(user.id, page)),
    readAllPages((page) => store.activities.list(user.id, page)),
  ]);
  return {
    Documents: documents.map((record) => rowOf('Documents', record)),
    Wishes: wishes.map((record) => rowOf('Wishes', record)),
    Contacts: contacts.map((record) => rowOf('Contacts', record)),
    Activities: activities.map((record) => rowOf('Activities', record)),
  };
}

const unchanged = (row: Row, fields: Record<string, unknown>) =>
  Object.entries(row).every(([field, value]) => fields[field] === value);

export const idleProgress = (): SyncProgress => ({
  state: 'idle',
  startedAt: null,
  finishedAt: null,
  users: 0,
  total: 0,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  error: null,
});

export async function syncToAirtable(
  store: StoragePort,
  base: AirtableBase,
  options: { pacer: AirtablePacer; onProgress: (progress: SyncProgress) => void },
): Promise<{ progress: SyncProgress; users: { user: UserRecord; records: number }[] }> {
  const { pacer, onProgress } = options;
  const { pacing } = pacer;
  async function call<T>(request: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      await pacer.turn();
      try {
        return await request();
      } catch (error) {
        if (statusOf(error) !== 429 || attempt >= pacing.maxRetries) throw error;
        await sleep(pacing.rateLimitWaitMs);
      }
    }
  }

  const progress: SyncProgress = {
    ...idleProgress(),
    state: 'running',
    startedAt: new Date().toISOString(),
  };
  const users = await store.users.listSharingWithAdmins();
  const perUser = await Promise.all(users.map((user) => rowsOf(store, user)));
  progress.users = users.length;
  progress.total = perUser.reduce(
    (sum, rows) => sum + airtableTables.reduce((count, table) => count + rows[table].length, 0),
    0,
  );
  onProgress({ ...progress });

  for (const table of airtableTables) {
    // What the base holds already, by our record id: a page of 100 a request, paced like the
    // writes; a 429 midway starts the listing again.
    const existing = await call(async () => {
      const found = new Map<string, { id: string; fields: Record<string, unknown> }>();
      await base(table)
        .select({ pageSize: 100 })
        .eachPage((records, nextPage) => {
          for (const record of records) {
            const key = record.get('id');
            if (typeof key === 'string') found.set(key, { id: record.id, fields: record.fields });
          }
          void pacer.turn().then(nextPage);
        });
      return found;
    });

    const rows = perUser.flatMap((userRows) => userRows[table]);
    const creates = rows.filter((row) => !existing.has(row.id as string));
    const updates = rows.filter((row) => {
      const found = existing.get(row.id as string);
      return found && !unchanged(row, found.fields);
    });
    // Rows already up to date count as done.
    progress.processed += rows.length - creates.length - updates.length;

    for (let start = 0; start < creates.length; start += BATCH) {
      const chunk = creates.slice(start, start + BATCH);
      try {
        await call(() => base(table).create(chunk.map((fields) => ({ fields }))));
        progress.created += chunk.length;
      } catch {
        progress.failed += chunk.length;
      }
      progress.processed += chunk.length;
      onProgress({ ...progress });
    }
    for (let start = 0; start < updates.length; start += BATCH) {
      const chunk = updates.slice(start, start + BATCH);
      try {
        await call(() =>
          base(table).update(
            chunk.map((fields) => ({ id: existing.get(fields.id as string)!.id, fields })),
          ),
        );
        progress.updated += chunk.length;
      } catch {
        progress.failed += chunk.length;
      }
      progress.processed += chunk.length;
      onProgress({ ...progress });
    }
  }

  progress.state = 'done';
  progress.finishedAt = new Date().toISOString();
  onProgress({ ...progress });
  return {
    progress,
    users: users.map((user, index) => ({
      user,
      records: airtableTables.reduce((count, table) => count + perUser[index]![table].length, 0),
    })),
  };
}
