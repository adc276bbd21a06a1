// Makes sure Chromium is there before browser tests: on Debian as root it installs Debian's
// package; anywhere else it says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumInstalled, chromiumPath } from './chromium.mjs';

if (!chromiumInstalled()) {
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = process.getuid?.() === 0;
  if (isDebian && isRoot && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `No Chromium at ${chromiumPath}. Install it (Debian: sudo apt-get install -y chromium)` +
        ' or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
}
