import { wishCategories } from './plannerSchemas';
import {
  summaryCategoryOf,
  wishDialogCategories,
  wishSummary,
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
});
