import { expect, test } from '@playwright/test';
import { demoLists } from '../planner-client/src/demoLists';
import { useDemoMode } from './support/demo';
import { buildRedeployedRemote, serveRedeployedRemote } from './support/redeploy';

// A remote redeploys without rebuilding the shell: mfe-dashboard, rebuilt alone with a changed
// data hook (its own copy of planner-client), runs inside the shell the server already serves.
// The remotes manifest is the only thing pointed elsewhere, as a deployment would do.
const REDEPLOYED_PATH = '/redeployed-dashboard/';
let outputDir = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outputDir = buildRedeployedRemote(
    'e2e/support/buildRedeployedRemote.mjs',
    'lp-redeployed-dashboard-',
  );
});

test('a remote rebuilt alone with a changed data hook works inside the unchanged shell', async ({
  page,
}) => {
  await useDemoMode(page);
  const served = await serveRedeployedRemote(page, {
    remote: 'mfe_dashboard',
    outputDir,
    servedAt: REDEPLOYED_PATH,
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
