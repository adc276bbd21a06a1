import { expect, test, type Page } from '@playwright/test';
import { useDemoMode } from './support/demo';
import { appTabs as tabs } from './support/remotes';

// Switching tabs on /app: the other tabs' remotes load in the background once the dashboard
// shows, and a switch keeps the shown tab on screen until the next one is ready. How fast a
// first click is, is measured by `npm run bench:bundle`, not asserted here.
const [dashboard, ...otherTabs] = tabs;
if (!dashboard) throw new Error('The catalog of remotes names no tab');

const exposedModuleOf = (tab: (typeof tabs)[number]) =>
  `/${tab.folder}/__federation_expose_${tab.module}.`;

const openTab = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label }).click();

test.beforeEach(async ({ page }) => {
  await useDemoMode(page);
});

test("once the dashboard shows, the other tabs' remotes are requested before any click", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  const preloads = otherTabs.map((tab) =>
    page.waitForResponse((response) => response.url().includes(exposedModuleOf(tab)), {
      timeout: 10_000,
    }),
  );
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
  await Promise.all(preloads);
  for (const tab of otherTabs) {
    expect(requested).toContain(`/${tab.folder}/remoteEntry.js`);
  }

  await openTab(page, 'Documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('a tab switch keeps the shown tab on screen until the next one is ready', async ({ page }) => {
  // The Wishes tab's module is held back until the test lets it through.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  const wishes = tabs.find((tab) => tab.label === 'Wishes')!;
  await page.route(
    (url) => url.pathname.startsWith(exposedModuleOf(wishes)),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/app');
  const dashboardHeading = page.getByRole('heading', { level: 1, name: dashboard.title });
  await expect(dashboardHeading).toBeVisible();
  // Remembers whether the Wishes spinner ever appears, however briefly.
  await page.evaluate(() => {
    const spinnerShown = () => document.querySelector('[aria-label="Loading Wishes"]') !== null;
    new MutationObserver(() => {
      if (spinnerShown()) document.body.dataset.wishesSpinnerShown = 'true';
    }).observe(document.body, { childList: true, subtree: true });
  });

  await openTab(page, 'Wishes');
  await expect(dashboardHeading).toBeVisible();
  letThrough();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishes' })).toBeVisible();
  await expect(dashboardHeading).toBeHidden();
  expect(await page.evaluate(() => document.body.dataset.wishesSpinnerShown)).toBeUndefined();
});

test('once prepared, the other tabs wait rendered out of sight, and a tab is fresh on each visit', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
  // A sign of use: the other tabs' modules load, and each tab is rendered ahead, hidden.
  await page.mouse.move(200, 300, { steps: 5 });
  const titles = page.locator('h1');
  await expect(titles).toHaveCount(tabs.length);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(titles.filter({ hasText: /^Documents$/ })).toBeHidden();

  await openTab(page, 'Documents');
  // Its section is named by its own title (each tab's title has an id of its own).
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(documents).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeHidden();
  const search = documents.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('will');
  await openTab(page, 'Wishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishes' })).toBeVisible();
  await openTab(page, 'Documents');
  await expect(search).toHaveValue('');
});
