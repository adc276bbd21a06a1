// Lists as long as a plan allows (issue 30), in Chromium against the real API: 2,000 documents
// and 2,000 wishes, seeded through the API. Only the cards in view (and a few around them) are
// in the page, each saying its place among all; the keyboard, the search and scrolling still
// reach every one, and axe finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAsNewPerson } from './support/session';

const PLAN_SIZE = 2000;

// Seeding 2,000 records through the API, then the test: 32-72 s each on our two-core machine
// with both tests side by side and other work running (load 6-9), over the default 60 s.
test.setTimeout(180_000);

/** Creates `count` records through the API, eight requests in flight (as bench:scale seeds). */
async function seed(
  request: APIRequestContext,
  address: string,
  count: number,
  body: (n: number) => object,
) {
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const response = await request.post(address, { data: body(next++) });
      expect(response.status(), `POST ${address}`).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The list's rows (its own, not those of the lists inside its cards). */
const rowsOf = (list: Locator) => list.locator(':scope > li');
const rowAt = (list: Locator, position: number) =>
  list.locator(`:scope > li[aria-posinset="${position}"]`);

/**
 * Scrolls the window until the list's last row is in view, and answers that row. Rows are
 * measured as they come into view, so the list's length settles as it is scrolled.
 */
async function scrollToLastRow(list: Locator) {
  const last = rowAt(list, PLAN_SIZE);
  await expect(async () => {
    await list.evaluate((ul) =>
      window.scrollTo(0, ul.getBoundingClientRect().bottom + window.scrollY - window.innerHeight),
    );
    await expect(last).toBeInViewport({ timeout: 1000 });
  }).toPass();
  return last;
}

/** The position in the list of the row holding the keyboard focus (0: not in a row). */
const focusedPosition = (page: Page, label: string) =>
  page.evaluate(
    (name) =>
      Number(
        document.activeElement
          ?.closest(`ul[aria-label="${name}"] > li`)
          ?.getAttribute('aria-posinset') ?? 0,
      ),
    label,
  );

test('2,000 documents: the first cards show, few are in the page, and Tab, search and scrolling reach any', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  await seed(page.request, '/api/documents', PLAN_SIZE, (n) => ({
    title: `Document ${n} of the plan`,
    category: 'other',
    status: 'in_progress',
    privacyLevel: 'Private',
    completionPercentage: 40,
  }));
  await page.goto('/app?tab=documents');
  const list = page.getByRole('list', { name: 'Documents', exact: true });
  await expect(rowAt(list, 1)).toBeVisible();
  await expect(rowAt(list, 1)).toHaveAttribute('aria-setsize', String(PLAN_SIZE));
  expect(await rowsOf(list).count()).toBeLessThan(30);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // Tab from the first card's Edit walks the cards in order (Edit, Delete, the next card's
  // Edit...), the browser scrolling each into view, to a card that was not in the page at first.
  const target = 8;
  await expect(rowAt(list, target)).toHaveCount(0);
  await rowAt(list, 1)
    .getByRole('button', { name: /^Edit / })
    .focus();
  let position = 1;
  for (let presses = 0; position < target; presses += 1) {
    expect(presses, `Tab reaches card ${target}`).toBeLessThan(3 * target);
    await page.keyboard.press('Tab');
    const next = await focusedPosition(page, 'Documents');
    expect([position, position + 1], 'focus stays in the list, in order').toContain(next);
    position = next;
  }
  await expect(page.locator(':focus')).toBeInViewport();
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Edit Document \d+ of the plan$/);

  // Scrolled to the end, the last card shows; searching for it finds it alone.
  const last = await scrollToLastRow(list);
  const lastTitle = (await last.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(lastTitle).toMatch(/^Document \d+ of the plan$/);
  await page.getByRole('searchbox', { name: 'Search documents' }).fill(lastTitle);
  await expect(rowsOf(list)).toHaveCount(1);
  await expect(rowAt(list, 1)).toHaveAttribute('aria-setsize', '1');
  await expect(page.getByRole('article', { name: lastTitle })).toBeInViewport();
});

test('2,000 wishes: the first cards show, few are in the page, by category too, and scrolling reaches the last', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  await seed(page.request, '/api/wishes', PLAN_SIZE, (n) => ({
    category: n % 2 ? 'music' : 'burial',
    preference: `Wish ${n} of the plan`,
    details: 'Played during the ceremony, before the eulogy.',
    importance: 'medium',
  }));
  await page.goto('/app?tab=wishes');
  const list = page.getByRole('list', { name: 'Wishes', exact: true });
  await expect(rowAt(list, 1)).toBeVisible();
  await expect(rowAt(list, 1)).toHaveAttribute('aria-setsize', String(PLAN_SIZE));
  expect(await rowsOf(list).count()).toBeLessThan(30);

  const last = await scrollToLastRow(list);
  await expect(last.getByRole('heading', { level: 3 })).toHaveText(/^Wish \d+ of the plan$/);
  expect(await rowsOf(list).count()).toBeLessThan(30);

  await page.getByRole('tab', { name: 'Music' }).click();
  const music = page.getByRole('list', { name: 'Music wishes', exact: true });
  await expect(rowAt(music, 1)).toHaveAttribute('aria-setsize', String(PLAN_SIZE / 2));
  expect(await rowsOf(music).count()).toBeLessThan(30);
});
