import type { Page } from '@playwright/test';
import { DEMO_FLAG_KEY } from '../../shared-ui/src/navigation/demoFlag';

/** Turns demo mode on for the page before any of its scripts run (the session-storage flag). */
export async function useDemoMode(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), DEMO_FLAG_KEY);
}

/** Paths of every JavaScript file the page downloads from now on. */
export function recordScriptDownloads(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}
