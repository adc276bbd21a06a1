import {
  privacyItemTypes,
  sameReleaseSettings,
  type PrivacyItem,
  type PrivacyItemType,
  type ReleaseTiming,
} from '@legacy-planner/contracts';

/** How many visible items are released at each timing (messages go only to their recipient). */
export function releaseSummary(items: readonly PrivacyItem[]): Record<ReleaseTiming, number> {
  const counts: Record<ReleaseTiming, number> = { immediate: 0, emergency: 0, after_passing: 0 };
  for (const item of items) {
    if (item.isVisible && !item.recipientOnly) counts[item.releaseTiming] += 1;
  }
  return counts;
}

/** The items of each kind, in the order of the owner's tabs; kinds with no items are left out. */
export function groupsByType(
  items: readonly PrivacyItem[],
): { type: PrivacyItemType; items: PrivacyItem[] }[] {
  return privacyItemTypes
    .map((type) => ({ type, items: items.filter((item) => item.type === type) }))
    .filter((group) => group.items.length > 0);
}

/** Items whose title holds the search's words (any case, in any order). */
export function matching(items: readonly PrivacyItem[], search: string): PrivacyItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const title = item.title.toLowerCase();
    return words.every((word) => title.includes(word));
  });
}

/**
 * The items "Use the recommended settings" would change. A message is released to no viewer
 * whatever it says, and a file that follows its document changes with that document.
 */
export function differingFromRecommended(items: readonly PrivacyItem[]): PrivacyItem[] {
  return items.filter(
    (item) =>
      !item.recipientOnly && item.follows === null && !sameReleaseSettings(item, item.recommended),
  );
}
