import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import {
  airtablePort,
  e2eAdminEmail,
  e2eAirtable,
  e2eGoogleUser,
  e2ePort,
  mailboxPort,
  oauthPort,
  smtpPort,
} from './e2e/support/settings';

// End-to-end tests run in Debian's Chromium against the real `npm start` server, on its own
// port and a fresh data directory.
const port = e2ePort;
// A local OpenID Connect provider stands in for Google (scripts/local-oauth-provider.mjs).
const oauthProvider = `http://127.0.0.1:${oauthPort}`;
// Made once, in the runner: the workers load this file again and inherit the variable, so a
// spec can run `npm run admin` against the server's data (e2e/support/settings.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  // A limit, not a measure: a loaded CI machine once took 38 s over a sign-up test that takes
  // 5 s alone; performance is measured by the benchmarks.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One more try in CI only, for the machine rather than the product: a CI run once had two
  // tests on two workers time out together while closing their browser contexts, after bodies
  // that took 3 s (a stall of the whole machine). A test that fails twice still fails the run,
  // and the list reporter names every test that needed the second try as flaky.
  retries: process.env.CI ? 1 : 0,
  // The json report feeds the closing line of `npm test` (scripts/test-counts.mjs).
  reporter: [['list'], ['json', { outputFile: '.test-counts/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // CI keeps no artifacts (its output is all we read) and recording costs every test time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: [
    {
      command: `node scripts/local-oauth-provider.mjs ${oauthPort} ${e2eGoogleUser.email} "${e2eGoogleUser.name}"`,
      url: `${oauthProvider}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // Keeps the mail the app sends (scripts/local-smtp-capture.mjs), for the emailed links.
      command: `node scripts/local-smtp-capture.mjs ${smtpPort} ${mailboxPort}`,
      url: `http://127.0.0.1:${mailboxPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'npm start',
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every test signs up a new person from this one machine: more than 20 in an hour.
        SIGNUPS_PER_ADDRESS_PER_HOUR: '500',
        // Every spec that asks for access does so from this one address: more than 10 in 15 min.
        ACCESS_REQUESTS_PER_ADDRESS: '500',
        PUBLIC_URL: `http://localhost:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_EMAILS: e2eAdminEmail,
        GOOGLE_CLIENT_ID: 'legacy-planner-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTHORIZE_URL: `${oauthProvider}/authorize`,
        GOOGLE_TOKEN_URL: `${oauthProvider}/token`,
        GOOGLE_USERINFO_URL: `${oauthProvider}/userinfo`,
        AIRTABLE_API_KEY: e2eAirtable.apiKey,
        AIRTABLE_BASE_ID: e2eAirtable.baseId,
        AIRTABLE_ENDPOINT_URL: `http://127.0.0.1:${airtablePort}`,
      },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
