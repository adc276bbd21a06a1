import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the pre-rendered page (its root carries React's container
 * key). Before then the pre-rendered form is visible but not live: what is typed into it is
 * kept when React takes over, but a click does nothing.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}
