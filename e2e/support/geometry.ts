import { expect, type Locator, type Page } from '@playwright/test';

/** The element's box on screen; fails if it is not rendered. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `${locator} has no box`).not.toBeNull();
  return box!;
}

/** How wide the page's content is (wider than the viewport means a horizontal scroll). */
export const contentWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);
