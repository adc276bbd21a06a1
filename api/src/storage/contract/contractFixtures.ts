import {
  NO_CUSTODY,
  type ContactInput,
  type ContactRole,
  type DocumentCategory,
  type DocumentInput,
  type ReleaseSettings,
  type WishInput,
} from '@legacy-planner/contracts';
import type { Page, StoragePort, StoreOptions } from '../port';

/** What every part of the contract suite shares: the running test's fresh, empty store. */
export interface StoreFixture {
  store: StoragePort;
  /** Opens another fresh store (e.g. with a small cap); the suite closes `store` after each test. */
  open(options?: StoreOptions): Promise<StoragePort>;
}

/** A page large enough for everything a test writes. */
export const ALL = { limit: 100 };

export const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);

/** One record's release settings, or null when the owner has no such record. */
export async function releaseOf(
  collection: { releases(userId: string): Promise<Map<string, ReleaseSettings>> },
  userId: string,
  id: string,
): Promise<ReleaseSettings | null> {
  return (await collection.releases(userId)).get(id) ?? null;
}

export const documentInput = (
  title: string,
  category: DocumentCategory = 'will',
): DocumentInput => ({
  title,
  category,
  status: 'in_progress',
  privacyLevel: 'Private',
  completionPercentage: 50,
  ...NO_CUSTODY,
});

export const wishInput = (preference: string): WishInput => ({
  category: 'music',
  subcategory: '',
  preference,
  details: '',
  importance: 'high',
  isSelected: true,
});

export const contactInput = (firstName: string, role: ContactRole = 'executor'): ContactInput => ({
  firstName,
  lastName: 'Diaz',
  email: '',
  phone: '',
  relation: 'Sister',
  role,
  address: '',
  notes: '',
});

export async function twoUsers(store: StoragePort) {
  const ann = await store.users.create({
    name: 'Ann',
    email: 'ann@example.com',
    passwordHash: null,
    role: 'user',
  });
  const bob = await store.users.create({
    name: 'Bob',
    email: 'bob@example.com',
    passwordHash: null,
    role: 'user',
  });
  return { ann: ann.id, bob: bob.id };
}

/** Every item of a list, read page by page with `limit`, checking each page's size. */
export async function readAllPages<T>(
  readPage: (cursor: string | undefined) => Promise<Page<T>>,
  limit: number,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.nextCursor !== null) expect(page.items).toHaveLength(limit);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
