import { expect, test } from '@playwright/test';
import { copiesOf } from '../scripts/bundle-report.cjs';
import { recordScriptDownloads, useDemoMode } from './support/demo';
import { appTabs as tabs } from './support/remotes';

test.describe('module federation in demo mode', () => {
  test.beforeEach(async ({ page }) => {
    await useDemoMode(page);
  });

  test("each tab's code comes from its own remote's address", async ({ page }) => {
    const downloads = recordScriptDownloads(page);
    await page.goto('/app');
    for (const tab of tabs) {
      if (tab.label !== 'Dashboard') {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: tab.label })
          .click();
      }
      await expect(page.getByRole('heading', { level: 1, name: tab.title })).toBeVisible();
    }
    // The other tabs' remotes load in the background once the dashboard shows, so a tab's
    // files may arrive before its click: what is checked is where (and how often) they came.
    for (const tab of tabs) {
      const exposed = downloads.filter((urlPath) =>
        urlPath.includes(`/__federation_expose_${tab.module}.`),
      );
      expect(exposed).toEqual([
        expect.stringMatching(new RegExp(`^/${tab.folder}/__federation_expose_${tab.module}\\.`)),
      ]);
      expect(downloads).toContain(`/${tab.folder}/remoteEntry.js`);
    }
  });

  test('React, ReactDOM and emotion are downloaded once, from the shell', async ({ page }) => {
    const downloads = recordScriptDownloads(page);
    await page.goto('/app');
    for (const tab of tabs) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: tab.label })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: tab.title })).toBeVisible();
    }
    expect(copiesOf('react-dom', downloads)).toEqual(['shell']);
    expect(copiesOf('react', downloads)).toEqual(['shell']);
    expect(copiesOf('@emotion/react', downloads)).toEqual(['shell']);
    expect(copiesOf('@legacy-planner/shared-ui', downloads)).toEqual(['shell']);
  });

  test("the shell's theme reaches the remotes", async ({ page }) => {
    await page.goto('/app?tab=documents');
    const helpToggle = page.getByRole('button', { name: 'Hide help' });
    await expect(helpToggle).toBeVisible();
    // #5B44C9, the platform's primary colour for text (MUI's default would be blue).
    await expect(helpToggle).toHaveCSS('color', 'rgb(91, 68, 201)');
  });

  test('the tab is kept in the address, so reload and back work', async ({ page }) => {
    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Contacts' })
      .click();
    await expect(page).toHaveURL(/\/app\?tab=contacts$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
  });
});
