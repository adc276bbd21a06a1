import type { Activity, Contact, PlanDocument, Wish } from '@legacy-planner/contracts';
import type { AirtableTable } from '@legacy-planner/contracts';

// A plan's records as rows of the administrators' Airtable tables: the fields of spec section
// 3 under their own names, `id` (our record id) being the key a second sync updates by.

export type Row = Record<string, string | number | boolean>;

export const tableFields: Record<AirtableTable, string[]> = {
  Documents: [
    'id',
    'userId',
    'title',
    'category',
    'status',
    'privacyLevel',
    'completionPercentage',
    'createdAt',
    'updatedAt',
  ],
  Wishes: [
    'id',
    'userId',
    'category',
    'subcategory',
    'preference',
    'details',
    'importance',
    'isSelected',
    'createdAt',
    'updatedAt',
  ],
  Contacts: [
    'id',
    'userId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'relation',
    'role',
    'address',
    'notes',
    'createdAt',
    'updatedAt',
  ],
  Activities: ['id', 'userId', 'category', 'status', 'description', 'createdAt'],
};

/** Exactly the table's fields, from a record that may carry more. */
export function rowOf(table: AirtableTable, record: PlanDocument | Wish | Contact | Activity): Row {
  const source = record as unknown as Record<string, string | number | boolean>;
  const row: Row = {};
  for (const field of tableFields[table]) {
    if (source[field] !== undefined) row[field] = source[field]!;
  }
  return row;
}
