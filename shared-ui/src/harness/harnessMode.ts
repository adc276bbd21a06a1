// Which platform the harness stands in for, kept for the browser tab (like the shell's demo
// flag). `?mode=account` or `?mode=demo` in the address chooses it too, for links and tests.
export type HarnessMode = 'demo' | 'account';

const STORAGE_KEY = 'harnessMode';

export function readHarnessMode(): HarnessMode {
  const asked = new URLSearchParams(window.location.search).get('mode');
  const mode = asked ?? window.sessionStorage.getItem(STORAGE_KEY);
  return mode === 'account' ? 'account' : 'demo';
}

export function writeHarnessMode(mode: HarnessMode): void {
  window.sessionStorage.setItem(STORAGE_KEY, mode);
}
