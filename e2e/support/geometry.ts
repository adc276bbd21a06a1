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

/**
 * The element's box once its transitions and animations (a toast's slide) have finished: read
 * in the page in one step, since a toast may be gone before a poll from here has settled.
 */
export const boxAtRestOf = (locator: Locator) =>
  locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations({ subtree: true }).map(({ finished }) => finished));
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
