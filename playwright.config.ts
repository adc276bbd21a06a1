import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// End-to-end tests run in Debian's Chromium against the real `npm start` server, on its own
// port and a fresh data directory.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
