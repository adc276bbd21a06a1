import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './support/accounts';

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
  outputDir = mkdtempSync(path.join(tmpdir(), 'lp-redeployed-account-'));
  execFileSync(process.execPath, ['e2e/support/buildRedeployedAccount.mjs', outputDir], {
    stdio: 'inherit',
  });
});

test('the account page rebuilt alone ships inside the unchanged shell', async ({ page }) => {
  // Only mfe-account was built: not one of the shell's files was written again.
  expect(Object.keys(shellBefore).length).toBeGreaterThan(0);
  expect(shellFiles()).toEqual(shellBefore);

  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({
      json: { ...manifest, mfe_account: `${REDEPLOYED_PATH}mf-manifest.json` },
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

function contentTypeOf(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.json')) return 'application/json';
  return 'text/html';
}
