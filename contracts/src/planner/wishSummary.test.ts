import { wishCategories } from './plannerSchemas';
import {
  summaryCategoryOf,
  wishDialogCategories,
  wishSummary,
  wishSubcategorySuggestions,
  wishSummaryCategories,
  wishTabOf,
} from './wishSummary';

describe('wish grouping', () => {
  it('puts every wish category in at most one summary category', () => {
    for (const category of wishCategories) {
      const holders = wishSummaryCategories.filter((summary) =>
        wishSummary[summary].gathers.includes(category),
      );
      expect(holders.length).toBeLessThanOrEqual(1);
      expect(summaryCategoryOf(category)).toBe(holders[0] ?? null);
    }
    expect(summaryCategoryOf('charity')).toBeNull();
    expect(summaryCategoryOf('funeral')).toBe('ceremony');
  });

  it('lists every wish, the journey’s too, under one of the dialog’s category tabs', () => {
    for (const category of wishCategories) {
      expect(wishDialogCategories).toContain(wishTabOf(category));
    }
    expect(wishTabOf('music')).toBe('music');
    expect(wishTabOf('memorial')).toBe('ceremony');
  });

  it('lets the Add Wish dialog fill every summary row, with a category or a suggested subcategory', () => {
    const dialogChoices = wishDialogCategories.flatMap((category) =>
      ['', ...wishSubcategorySuggestions(category)].map((subcategory) => ({
        category,
        subcategory,
      })),
    );
    const unreachable = wishSummaryCategories.filter(
      (row) =>
        !dialogChoices.some(
          ({ category, subcategory }) => summaryCategoryOf(category, subcategory) === row,
        ),
    );
    expect(unreachable).toEqual([]);
  });

  it('summarises a charity wish about organ donation as Organ donation, however it is typed', () => {
    expect(wishSubcategorySuggestions('charity')).toContain('Organ donation');
    expect(summaryCategoryOf('charity', 'Organ donation')).toBe('organs');
    expect(summaryCategoryOf('charity', '  organ DONATION ')).toBe('organs');
    expect(summaryCategoryOf('charity', 'Red Cross')).toBeNull();
    expect(summaryCategoryOf('music', 'Organ donation')).toBe('music');
    expect(summaryCategoryOf('donations')).toBe('organs');
  });
});
