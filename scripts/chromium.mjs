// Where the browser for end-to-end tests and benchmarks is: CHROMIUM_PATH, or Debian's
// Chromium at /usr/bin/chromium. Playwright's own browser download cannot work here.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Without these Chromium keeps trying to reach Google's services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumInstalled = () => existsSync(chromiumPath);
