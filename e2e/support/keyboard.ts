import type { Locator, Page } from '@playwright/test';

/** Presses Tab until the target has the keyboard focus (as a person would reach it). */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${limit} presses of Tab: ${target}`);
}
