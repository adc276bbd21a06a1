// Demo mode is a flag in session storage (spec section 4): it lasts for the browser tab only.
export const DEMO_FLAG_KEY = 'demoMode';

export function isDemoModeOn(): boolean {
  // No browser, no flag: the pages that public-pages and shell pre-render at build time.
  if (typeof window === 'undefined') return false;
  return window.sessionStorage.getItem(DEMO_FLAG_KEY) === 'true';
}

export function setDemoMode(on: boolean): void {
  if (on) window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
  else window.sessionStorage.removeItem(DEMO_FLAG_KEY);
}
