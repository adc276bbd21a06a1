import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoLists } from '../planner-client/src/demoLists';
import { useDemoMode } from './support/demo';

// A remote redeploys without rebuilding the shell: mfe-dashboard, rebuilt alone with a changed
// data hook (its own copy of planner-client), runs inside the shell the server already serves.
// The remotes manifest is the only thing pointed elsewhere, as a deployment would do.
const REDEPLOYED_PATH = '/redeployed-dashboard/';
let outputDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outputDir = mkdtempSync(path.join(tmpdir(), 'lp-redeployed-dashboard-'));
  execFileSync(process.execPath, ['e2e/support/buildRedeployedRemote.mjs', outputDir], {
    stdio: 'inherit',
  });
});

test('a remote rebuilt alone with a changed data hook works inside the unchanged shell', async ({
  page,
}) => {
  await useDemoMode(page);
  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({
      json: { ...manifest, mfe_dashboard: `${REDEPLOYED_PATH}mf-manifest.json` },
    });
  });
  const served: string[] = [];
  await page.route(`**${REDEPLOYED_PATH}**`, async (route) => {
    const file = path.join(
      outputDir,
      new URL(route.request().url()).pathname.slice(REDEPLOYED_PATH.length),
    );
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    served.push(path.basename(file));
    await route.fulfill({ body: readFileSync(file), contentType: contentTypeOf(file) });
  });

  await page.goto('/app');
  const firstDocument = demoLists.documents[0]!.title;
  await expect(page.getByText(`${firstDocument} (redeployed)`)).toBeVisible();
  expect(served).toContain('remoteEntry.js');

  // The rest of the shell keeps working with the remotes it already had.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Documents' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

function contentTypeOf(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.json')) return 'application/json';
  return 'text/html';
}
