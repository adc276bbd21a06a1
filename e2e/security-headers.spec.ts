import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './support/accounts';
import { useDemoMode } from './support/demo';
import { appTabs, harnesses } from './support/remotes';

// The Content Security Policy of the one-origin server (api/src/http/securityHeaders.ts) lets
// every page of the product run: Chromium reports no violation on the landing page, the
// sign-in page, each tab of /app (demo mode and a real account), a wizard page and each
// remote's standalone harness. And the production bundles do not hand out their source maps.

/**
 * Records every CSP violation of the page: the `securitypolicyviolation` events of its
 * documents and Chromium's console reports. Also checks that each page the browser opens was
 * sent with a policy (a page without one could not violate it).
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  const pagesWithoutPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as { reportPolicyViolation(report: string): void }).reportPolicyViolation(
        report,
      );
    });
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const policy = response.headers()['content-security-policy'];
    if (!policy?.includes("script-src 'self'")) pagesWithoutPolicy.push(response.url());
  });
  return {
    /** After the page has rendered: no violation, and every document carried the policy. */
    expectClean() {
      expect(violations).toEqual([]);
      expect(pagesWithoutPolicy).toEqual([]);
    },
  };
}

async function openEachTab(page: Page) {
  for (const { label, title } of appTabs) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: label })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

test('the landing page and the sign-in page run under the policy', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plan Once. Be Remembered Forever.' }),
  ).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // The provider buttons ask the API which providers are set up (connect-src 'self').
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  policy.expectClean();
});

test('demo mode from /login runs every tab of /app and a wizard under the policy', async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Demo Mode', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await openEachTab(page);
  await page.goto('/will-testament');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Last Will & Testament' }),
  ).toBeVisible();
  policy.expectClean();
});

test('a signed-in account runs every tab of /app under the policy', async ({ page }) => {
  const policy = await watchPolicy(page);
  await signUpThroughForm(page, uniqueEmail('csp'));
  // The onboarding dialog of a new account is part of the page too.
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  await openEachTab(page);
  policy.expectClean();
});

for (const { folder, title } of harnesses) {
  test(`${folder}'s standalone harness runs under the policy`, async ({ page }) => {
    const policy = await watchPolicy(page);
    await page.goto(`/${folder}/`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    policy.expectClean();
  });
}

test('pages, API answers and their headers', async ({ request }) => {
  const page = await request.get('/app', { headers: { Accept: 'text/html' } });
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  // This server is plain http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  for (const address of ['/api/health', '/api/auth/user', '/api/no-such-route']) {
    const answer = await request.get(address);
    expect([address, answer.headers()['cache-control']]).toEqual([address, 'no-store']);
    // Data, never a page: it may load nothing.
    expect(answer.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test('the bundles do not point to source maps, and the maps are not served', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
  });
  await useDemoMode(page);
  await page.goto('/app?tab=documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect(scripts.some((url) => url.includes('/mfe-documents/'))).toBe(true);

  for (const url of scripts) {
    const script = await request.get(url);
    expect(script.status()).toBe(200);
    expect([url, /sourceMappingURL/.test(await script.text())]).toEqual([url, false]);
    const map = await request.get(`${url}.map`);
    expect([`${url}.map`, map.status()]).toEqual([`${url}.map`, 404]);
  }
});
