import { expect, test } from '@playwright/test';
import { harnesses } from './support/remotes';

// Each remote also runs alone, in the harness that provides the platform contract: its build
// serves a standalone page at its own folder, with its own copy of every shared package.

for (const { folder, title } of harnesses) {
  test(`${folder} runs alone in its harness`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith(`/${folder}/`)) foreign.push(pathname);
    });
    await page.goto(`/${folder}/`);
    await expect(page.getByText(`Standalone harness: ${folder.replace('-', '_')}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(foreign).toEqual([]);
  });
}
