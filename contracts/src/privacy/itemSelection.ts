import '../yupLocale';
import { mixed, object, string, type InferType } from 'yup';
import type { FoundPrivacyItems, PrivacyItem, PrivacyItemsOverview } from './privacyTypes';
import {
  accessLevels,
  privacyItemTypes,
  releaseTimings,
  sameReleaseSettings,
  type AccessLevel,
  type PrivacyItemType,
  type ReleaseTiming,
} from './releaseSettings';

// The Privacy tab's items, grouped, counted and picked on the server (issue 30): a plan of
// 2,000 documents, wishes and contacts holds over 6,000 items, and the tab shows a few of each
// kind. The API and the demo (no account) answer with these same functions.

/** How many rows a kind of item shows first, and how many more each "Show more" brings. */
export const ITEM_ROWS = { first: 3, step: 50 } as const;

/** The longest search the items take: longer than any title (LIMITS.title is 200). */
export const MAX_ITEM_SEARCH_LENGTH = 200;

const wholeNumber = (name: string) =>
  string()
    .strict()
    .matches(/^\d{1,6}$/, `${name} must be a whole number`);

/** What picks items: their kind, words of their title, their category and their settings. */
const filterFields = {
  type: mixed<PrivacyItemType>().oneOf(
    [...privacyItemTypes],
    `type must be one of: ${privacyItemTypes.join(', ')}`,
  ),
  q: string()
    .strict()
    .max(MAX_ITEM_SEARCH_LENGTH, `q must be at most ${MAX_ITEM_SEARCH_LENGTH} characters`),
  category: string().strict().max(200, 'category must be at most 200 characters'),
  level: mixed<AccessLevel>().oneOf(
    [...accessLevels],
    `level must be one of: ${accessLevels.join(', ')}`,
  ),
  timing: mixed<ReleaseTiming>().oneOf(
    [...releaseTimings],
    `timing must be one of: ${releaseTimings.join(', ')}`,
  ),
  differing: mixed<'true'>().oneOf(
    ['true'],
    'differing must be true (items whose settings differ from those recommended) or left out',
  ),
};

/** GET /api/privacy/items/overview: each kind's count and first rows, of the items picked. */
export const itemsOverviewQuerySchema = object({
  ...filterFields,
  first: wholeNumber('first').test(
    'first',
    `first must be from 1 to ${ITEM_ROWS.step}`,
    (value) => value === undefined || (Number(value) >= 1 && Number(value) <= ITEM_ROWS.step),
  ),
}).noUnknown();
export type ItemsOverviewQuery = InferType<typeof itemsOverviewQuerySchema>;

/** GET /api/privacy/items/found: `limit` of the items picked, from the `offset`-th on. */
export const foundItemsQuerySchema = object({
  ...filterFields,
  offset: wholeNumber('offset'),
  limit: wholeNumber('limit').test(
    'limit',
    `limit must be from 1 to ${ITEM_ROWS.step}`,
    (value) => value === undefined || (Number(value) >= 1 && Number(value) <= ITEM_ROWS.step),
  ),
}).noUnknown();
export type FoundItemsQuery = InferType<typeof foundItemsQuerySchema>;

type ItemFilter = Pick<FoundItemsQuery, keyof typeof filterFields>;

/**
 * An item "Use the recommended settings" would change. A message is released to no viewer
 * whatever it says, and a file that follows its document changes with that document.
 */
export const differsFromRecommended = (item: PrivacyItem): boolean =>
  !item.recipientOnly && item.follows === null && !sameReleaseSettings(item, item.recommended);

/** Whether the item counts as released at its timing: visible, and not a legacy message. */
const countsAsReleased = (item: PrivacyItem): boolean => item.isVisible && !item.recipientOnly;

/** Whether the item is one the filter picks; a search matches every word of it in the title. */
function picker(filter: ItemFilter): (item: PrivacyItem) => boolean {
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (item) =>
    (!filter.type || item.type === filter.type) &&
    (!filter.category || item.category === filter.category) &&
    (!filter.level || item.requiredAccessLevel === filter.level) &&
    (!filter.timing || item.releaseTiming === filter.timing) &&
    (!filter.differing || differsFromRecommended(item)) &&
    words.every((word) => item.title.toLowerCase().includes(word));
}

const countOf = (text: string | undefined, fallback: number) =>
  text === undefined ? fallback : Number(text);

/**
 * The plan's summary (what is released when, what the recommended settings would change, the
 * categories of each kind), whatever the filter, and each kind's picked items: their count
 * and the first of them, in the order of the owner's tabs (kinds with none left out).
 */
export function itemsOverviewOf(
  items: readonly PrivacyItem[],
  query: ItemsOverviewQuery,
): PrivacyItemsOverview {
  const released: Record<ReleaseTiming, number> = { immediate: 0, emergency: 0, after_passing: 0 };
  const categories = new Map<string, { type: PrivacyItemType; category: string; count: number }>();
  let differing = 0;
  const picks = picker(query);
  const first = countOf(query.first, ITEM_ROWS.first);
  const groups = new Map<PrivacyItemType, { count: number; items: PrivacyItem[] }>(
    privacyItemTypes.map((type) => [type, { count: 0, items: [] }]),
  );
  for (const item of items) {
    if (countsAsReleased(item)) released[item.releaseTiming] += 1;
    if (differsFromRecommended(item)) differing += 1;
    if (item.category) {
      const key = `${item.type} ${item.category}`;
      const known = categories.get(key);
      if (known) known.count += 1;
      else categories.set(key, { type: item.type, category: item.category, count: 1 });
    }
    if (!picks(item)) continue;
    const group = groups.get(item.type)!;
    group.count += 1;
    if (group.items.length < first) group.items.push(item);
  }
  return {
    total: items.length,
    released,
    differing,
    categories: [...categories.values()],
    groups: privacyItemTypes
      .map((type) => ({ type, ...groups.get(type)! }))
      .filter((group) => group.count > 0),
  };
}

/** The picked items from the offset-th on (at most `limit`), and how many are picked in all. */
export function foundItemsOf(
  items: readonly PrivacyItem[],
  query: FoundItemsQuery,
): FoundPrivacyItems {
  const picked = items.filter(picker(query));
  const offset = countOf(query.offset, 0);
  return {
    total: picked.length,
    items: picked.slice(offset, offset + countOf(query.limit, ITEM_ROWS.step)),
  };
}

/**
 * The overview once one item's settings changed from `before` to `after`, as the server would
 * now answer it (its sums move by that item; its rows show it as it is), without asking again.
 * A group keeps its count: a filter on settings picks anew on the next answer.
 */
export function overviewAfterChange(
  overview: PrivacyItemsOverview,
  before: PrivacyItem,
  after: PrivacyItem,
): PrivacyItemsOverview {
  const released = { ...overview.released };
  if (countsAsReleased(before)) released[before.releaseTiming] -= 1;
  if (countsAsReleased(after)) released[after.releaseTiming] += 1;
  const same = (item: PrivacyItem) => item.type === after.type && item.id === after.id;
  return {
    ...overview,
    released,
    differing:
      overview.differing -
      Number(differsFromRecommended(before)) +
      Number(differsFromRecommended(after)),
    groups: overview.groups.map((group) =>
      group.type === after.type && group.items.some(same)
        ? { ...group, items: group.items.map((item) => (same(item) ? after : item)) }
        : group,
    ),
  };
}
