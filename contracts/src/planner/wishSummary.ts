import { wishCategories, type WishCategory, type WishImportance } from './plannerEnums';

// How wishes are grouped in the Wishes tab (spec section 3): the Add Wish dialog's nine
// categories, and the quick summary's eight summary categories, each gathering the wish
// categories that speak to it (and, where no dialog category does, a subcategory the dialog
// suggests). Written down once here: the tab and its tests read this table.

/** The legacy plan's progress counts wishes up to this many (spec section 9). */
export const WISHES_CAP = 20;

/** The guided journey's categories (spec section 3), which the Add Wish dialog does not offer. */
const journeyWishCategories = [
  'funeral',
  'memorial',
  'messages',
  'donations',
] as const satisfies readonly WishCategory[];
type JourneyWishCategory = (typeof journeyWishCategories)[number];
export type WishDialogCategory = Exclude<WishCategory, JourneyWishCategory>;

const offeredByTheDialog = (category: WishCategory): category is WishDialogCategory =>
  !(journeyWishCategories as readonly WishCategory[]).includes(category);

/** The Add Wish dialog's categories, in its order. */
export const wishDialogCategories = wishCategories.filter(offeredByTheDialog);

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

/** A wish category with a subcategory, as the Add Wish dialog offers it. */
interface SubcategoryChoice {
  category: WishDialogCategory;
  subcategory: string;
}

/**
 * Each summary category, its label, the wish categories it gathers, and the subcategories
 * (of a dialog category) that it gathers too, offered by the Add Wish dialog.
 */
export const wishSummary: Record<
  WishSummaryCategory,
  {
    label: string;
    gathers: readonly WishCategory[];
    gathersSubcategories?: readonly SubcategoryChoice[];
  }
> = {
  ceremony: { label: 'Ceremony', gathers: ['ceremony', 'funeral', 'memorial'] },
  resting: { label: 'Resting place', gathers: ['burial'] },
  gathering: { label: 'Gathering', gathers: ['food'] },
  music: { label: 'Music', gathers: ['music'] },
  flowers: { label: 'Flowers', gathers: ['flowers'] },
  message: { label: 'Messages and readings', gathers: ['messages', 'readings'] },
  atmosphere: { label: 'Atmosphere', gathers: ['personal'] },
  // The journey's "Donations" is where people note organ and body donation; the dialog has no
  // such category, and its Charity tab is where donations are listed.
  organs: {
    label: 'Organ donation',
    gathers: ['donations'],
    gathersSubcategories: [{ category: 'charity', subcategory: 'Organ donation' }],
  },
};

const sameSubcategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The summary category of a wish (its category, and its subcategory where that decides), or
 * null (charity, other). A subcategory counts however it was typed: " organ donation" too.
 */
export function summaryCategoryOf(
  category: WishCategory,
  subcategory = '',
): WishSummaryCategory | null {
  const bySubcategory = wishSummaryCategories.find((summary) =>
    wishSummary[summary].gathersSubcategories?.some(
      (choice) => choice.category === category && sameSubcategory(choice.subcategory, subcategory),
    ),
  );
  return (
    bySubcategory ??
    wishSummaryCategories.find((summary) => wishSummary[summary].gathers.includes(category)) ??
    null
  );
}

/** The subcategories the Add Wish dialog suggests for a category: the ones a summary row gathers. */
export function wishSubcategorySuggestions(category: WishCategory): string[] {
  return wishSummaryCategories.flatMap((summary) =>
    (wishSummary[summary].gathersSubcategories ?? [])
      .filter((choice) => choice.category === category)
      .map((choice) => choice.subcategory),
  );
}

/**
 * The All Preferences tab a wish is listed under: its own category when the dialog offers it;
 * the journey's categories go where their summary says (funeral and memorial under ceremony,
 * messages under readings, donations under charity).
 */
export function wishTabOf(category: WishCategory): WishDialogCategory {
  const journeyTabs: Record<JourneyWishCategory, WishDialogCategory> = {
    funeral: 'ceremony',
    memorial: 'ceremony',
    messages: 'readings',
    donations: 'charity',
  };
  return offeredByTheDialog(category) ? category : journeyTabs[category];
}
