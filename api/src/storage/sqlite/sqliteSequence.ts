// Each owner's rows carry an increasing sequence number: the order of every list and the key
// of its pages. The next number is one seek at the end of the owner's (owner, seq) index, so
// a write costs the same however many rows other owners, or this one, already have.

const ownerColumns = {
  documents: 'user_id',
  wishes: 'user_id',
  contacts: 'user_id',
  files: 'user_id',
  activities: 'user_id',
  events: 'owner_id',
  grants: 'owner_id',
} as const;

export type SequencedTable = keyof typeof ownerColumns;

/** A subquery giving the owner's next number in `table`; the owner is the `@owner` parameter. */
export function nextSeq(table: SequencedTable): string {
  return `(SELECT COALESCE(MAX(seq), 0) + 1 FROM ${table} WHERE ${ownerColumns[table]} = @owner)`;
}
