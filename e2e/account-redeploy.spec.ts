import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './support/accounts';
import { buildRedeployedRemote, serveRedeployedRemote } from './support/redeploy';

// A change to the account page ships by rebuilding only mfe-account: rebuilt alone with a
// changed heading, it runs inside the shell the server already serves, whose files the rebuild
// leaves as they were. The remotes manifest is the only thing pointed elsewhere, as a
// deployment would do.
const REDEPLOYED_PATH = '/redeployed-account/';
const shellDist = path.resolve(__dirname, '..', 'shell', 'dist');
let outputDir = '';
let shellBefore: Record<string, number> = {};

/** Each file of the shell's build, with the time it was last written. */
function shellFiles(): Record<string, number> {
  return Object.fromEntries(
    readdirSync(shellDist, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(shellDist, file))
      .filter((file) => statSync(file).isFile())
      .map((file) => [path.relative(shellDist, file), statSync(file).mtimeMs]),
  );
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  shellBefore = shellFiles();
  outputDir = buildRedeployedRemote(
    'e2e/support/buildRedeployedAccount.mjs',
    'lp-redeployed-account-',
  );
});

test('the account page rebuilt alone ships inside the unchanged shell', async ({ page }) => {
  // Only mfe-account was built: not one of the shell's files was written again.
  expect(Object.keys(shellBefore).length).toBeGreaterThan(0);
  expect(shellFiles()).toEqual(shellBefore);

  const served = await serveRedeployedRemote(page, {
    remote: 'mfe_account',
    outputDir,
    servedAt: REDEPLOYED_PATH,
  });

  await signUpThroughForm(page, uniqueEmail('redeployed-account'));
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Legacy Planner' });
  await onboarding.getByRole('button', { name: 'Skip Tour' }).click();
  // The new account's email is not verified: the redeployed remote's reminder shows on /app.
  await expect(page.getByText(/Please confirm your email/)).toBeVisible();
  await page.getByRole('link', { name: 'Your account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account (redeployed)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email' })).toBeVisible();
  expect(served).toContain('remoteEntry.js');

  // The rest of the shell keeps working with the remotes it already had.
  await page.goto('/app?tab=documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});
