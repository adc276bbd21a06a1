import BetterSqlite3 from 'better-sqlite3';
import { migrate } from './migrations';
import { nextSeq, type SequencedTable } from './sqliteSequence';

describe('per-owner sequences', () => {
  const tables: SequencedTable[] = [
    'documents',
    'wishes',
    'contacts',
    'activities',
    'events',
    'grants',
  ];

  it.each(tables)("finds the next number of %s in the owner's index, not by a scan", (table) => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT ${nextSeq(table)}`).all({ owner: 'u1' }) as {
      detail: string;
    }[];
    // The only step on the table: a search in its (owner, seq) index.
    expect(plan.map((step) => step.detail).filter((detail) => detail.includes(table))).toEqual([
      expect.stringMatching(
        new RegExp(`^SEARCH ${table} USING COVERING INDEX ${table}_\\w+_seq \\(\\w+=\\?\\)$`),
      ),
    ]);
    db.close();
  });
});
