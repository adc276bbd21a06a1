import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../storage/sqlite/sqliteStore';

/**
 * Every row of every table of the test app's SQLite store, by table, but the sessions (each
 * request may touch its own): what a test compares before and after requests that must change
 * nothing.
 */
export function everyRowOf(dataDir: string): Record<string, unknown[]> {
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'sessions' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]),
    );
  } finally {
    db.close();
  }
}
