import { PAGE_SIZE } from '@legacy-planner/contracts';
import { InvalidCursorError, type Page, type PageRequest } from './port';

// Every list is read by keyset on its owner's increasing sequence: a page holds the records
// below the previous page's last sequence number, so writes made between two pages neither
// repeat nor skip the records that were there all along (an offset would do both).

const encodeCursor = (seq: number) => Buffer.from(String(seq)).toString('base64url');

/**
 * The sequence number this page stays below (above every real one for the first page).
 * Throws InvalidCursorError for a cursor this store did not issue, and a RangeError for a
 * limit outside 1..PAGE_SIZE.max, so that no caller can ask for a whole collection at once.
 */
export function pageStart(page: PageRequest): number {
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > PAGE_SIZE.max) {
    throw new RangeError(`A page holds 1 to ${PAGE_SIZE.max} items, not ${page.limit}.`);
  }
  if (page.cursor === undefined) return Number.MAX_SAFE_INTEGER;
  const seq = Number(Buffer.from(page.cursor, 'base64url').toString('utf8'));
  // Re-encoding rejects what base64url decoding tolerates (padding, stray characters).
  if (!Number.isSafeInteger(seq) || seq < 1 || encodeCursor(seq) !== page.cursor) {
    throw new InvalidCursorError();
  }
  return seq;
}

/** Rows are read with limit + 1: the extra one only tells that another page follows. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  seqOf: (row: Row) => number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(seqOf(last)) : null,
  };
}

/**
 * Every item of an owner's list, page by page at the largest size: for the server's own
 * work over a whole plan (what a grant releases, a sync), bounded by the per-user caps.
 */
export async function readAllPages<T>(list: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await list({ limit: PAGE_SIZE.max, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
