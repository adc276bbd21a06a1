import type { WishCategory, WishImportance } from './plannerSchemas';

// How wishes are grouped in the Wishes tab (spec section 3): the Add Wish dialog's nine
// categories, and the quick summary's eight summary categories, each gathering the wish
// categories that speak to it. Written down once here: the tab and its tests read this table.

/** The legacy plan's progress counts wishes up to this many (spec section 9). */
export const WISHES_CAP = 20;

/** The Add Wish dialog's categories, in its order. */
export const wishDialogCategories = [
  'ceremony',
  'burial',
  'music',
  'food',
  'readings',
  'flowers',
  'charity',
  'personal',
  'other',
] as const satisfies readonly WishCategory[];

export const wishCategoryLabels: Record<WishCategory, string> = {
  ceremony: 'Ceremony',
  burial: 'Burial',
  music: 'Music',
  food: 'Food',
  readings: 'Readings',
  flowers: 'Flowers',
  charity: 'Charity',
  personal: 'Personal',
  other: 'Other',
  // The guided journey's categories (spec section 3).
  funeral: 'Funeral',
  memorial: 'Memorial',
  messages: 'Messages',
  donations: 'Donations',
};

export const wishImportanceLabels: Record<WishImportance, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const wishSummaryCategories = [
  'ceremony',
  'resting',
  'gathering',
  'music',
  'flowers',
  'message',
  'atmosphere',
  'organs',
] as const;
export type WishSummaryCategory = (typeof wishSummaryCategories)[number];

/** Each summary category, its label, and the wish categories it gathers. */
export const wishSummary: Record<
  WishSummaryCategory,
  { label: string; gathers: readonly WishCategory[] }
> = {
  ceremony: { label: 'Ceremony', gathers: ['ceremony', 'funeral', 'memorial'] },
  resting: { label: 'Resting place', gathers: ['burial'] },
  gathering: { label: 'Gathering', gathers: ['food'] },
  music: { label: 'Music', gathers: ['music'] },
  flowers: { label: 'Flowers', gathers: ['flowers'] },
  message: { label: 'Messages and readings', gathers: ['messages', 'readings'] },
  atmosphere: { label: 'Atmosphere', gathers: ['personal'] },
  // The journey's "Donations" is where people note organ and body donation.
  organs: { label: 'Organ donation', gathers: ['donations'] },
};

/** The summary category a wish category belongs to, or null (charity, other). */
export function summaryCategoryOf(category: WishCategory): WishSummaryCategory | null {
  return (
    wishSummaryCategories.find((summary) => wishSummary[summary].gathers.includes(category)) ?? null
  );
}

/**
 * The All Preferences tab a wish is listed under: its own category when the dialog offers it;
 * the journey's categories go where their summary says (funeral and memorial under ceremony,
 * messages under readings, donations under charity).
 */
export function wishTabOf(category: WishCategory): (typeof wishDialogCategories)[number] {
  const journeyTabs: Partial<Record<WishCategory, (typeof wishDialogCategories)[number]>> = {
    funeral: 'ceremony',
    memorial: 'ceremony',
    messages: 'readings',
    donations: 'charity',
  };
  return journeyTabs[category] ?? (category as (typeof wishDialogCategories)[number]);
}
