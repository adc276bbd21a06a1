import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chunkInfo, gzippedBytes, repositoryRoot } from '../scripts/bundle-report.cjs';
import { PASSWORD, createAccount, uniqueEmail } from './support/accounts';
import { recordScriptDownloads, useDemoMode } from './support/demo';
import { waitForHydration } from './support/hydration';

// Byte budgets for the landing page, not timings. `/` is pre-rendered: it paints before any
// script, and its markup must not make a script block the paint. All its JavaScript is what it
// then needs to hydrate, measured as the gzip -6 size of the built files (what
// `npm run bench:bundle` prints). It was 253.5 KB gz while the federated shell hydrated `/`;
// the public pages' own build (public-pages) brought it to 123.0 KB: React, emotion,
// the MUI components of the page and the page itself.
const BUDGET_KB = 128;

// What the public pages must never download: the app's machinery (module federation's runtime,
// the shell's Redux store, react-query, the router) and notistack (its toasts download with the
// first toast). Packages as the build reports name them.
const appMachinery = [
  /^\.federation$/,
  /^@module-federation\//,
  /^@reduxjs\/toolkit$/,
  /^redux$/,
  /^react-redux$/,
  /^@tanstack\//,
  /^react-router(-dom)?$/,
  /^notistack$/,
];

const landingHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Plan Once. Be Remembered Forever.' });
const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign In' });

test(`the landing page paints before any script and downloads at most ${BUDGET_KB} KB gz of JavaScript`, async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scriptTags.length).toBeGreaterThan(0);
  const blocking = scriptTags.filter(
    (tag) => !/\bsrc=/.test(tag) || !/\b(defer|async)\b/.test(tag),
  );
  expect(blocking, 'scripts that block the first paint').toEqual([]);

  const downloads = recordScriptDownloads(page);
  await page.goto('/');
  await expect(landingHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');

  const unreported = downloads.filter((urlPath) => gzippedBytes(urlPath) === 0);
  expect(unreported, 'every script is named by a build report').toEqual([]);
  const totalKb = downloads.reduce((sum, urlPath) => sum + gzippedBytes(urlPath), 0) / 1024;
  expect(
    totalKb,
    `${totalKb.toFixed(1)} KB gz of JavaScript in ${downloads.length} files`,
  ).toBeLessThanOrEqual(BUDGET_KB);
});

for (const { address, heading } of [
  { address: '/', heading: 'Plan Once. Be Remembered Forever.' },
  { address: '/login', heading: 'Sign In' },
]) {
  test(`${address} downloads none of the app's machinery (federation, Redux, react-query, router, notistack)`, async ({
    page,
  }) => {
    const downloads = recordScriptDownloads(page);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const packages = downloads.flatMap((urlPath) => chunkInfo(urlPath)?.packages ?? []);
    expect(packages).toContain('react-dom');
    expect(packages.filter((name) => appMachinery.some((pattern) => pattern.test(name)))).toEqual(
      [],
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/, /login and /signup are readable before any script runs (pre-rendered)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(landingHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
    await page.goto('/login');
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
  });
});

test('the pre-rendered pages hydrate without a mismatch, then navigate in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  // React reports a hydration mismatch as a console error. (The signed-out visitor's 401 from
  // /api/auth/user is Chromium's own network message, not the page's.)
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await waitForHydration(page);
  // Set in this document: still there after the click only if no page was loaded.
  await page.evaluate(() => (document.body.dataset.sameDocument = 'yes'));
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(signInHeading(page)).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.sameDocument)).toBe('yes');

  await page.goto('/login');
  await waitForHydration(page);
  await expect(signInHeading(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('typed before React takes the page over', () => {
  /** Holds back the sign-in pages' own script until `release` is called. */
  async function holdSignInScript(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/pages\.signIn\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('/login keeps the email and password typed into its pre-rendered form, and signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('early');
    await createAccount(request, email);
    const release = await holdSignInScript(page);
    // The deferred scripts hold back DOMContentLoaded: the page is there, not yet live.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('/signup keeps every field typed into its pre-rendered form, and creates the account', async ({
    page,
  }) => {
    const email = uniqueEmail('early-signup');
    const release = await holdSignInScript(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('Full name').fill('Early Typist');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Early Typist');
    await expect(page.getByLabel('Confirm password')).toHaveValue(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('/app before its first screen', () => {
  test("the shell's entry script asks for the remotes manifest without waiting for its other chunks", async ({
    page,
  }) => {
    await useDemoMode(page);
    // The shell's chunks other than its entry (main.*.js) never arrive: the manifest is still
    // asked for, so the first remote's chain of requests starts beside them, not after them.
    await page.route(
      (url) => /^\/\d+\.[0-9a-f]{8}\.js$/.test(url.pathname),
      (route) => route.abort(),
    );
    const manifestRequest = page.waitForRequest((request) =>
      request.url().endsWith('/remotes.json'),
    );
    await page.goto('/app');
    await manifestRequest;
  });

  test("in demo mode, app.html paints the dashboard's first screen before any script has run", async ({
    page,
  }) => {
    await useDemoMode(page);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/app');
    await expect(page.getByText('Your Legacy Plan', { exact: true })).toBeVisible();
    await expect(page.getByText('You are exploring demo mode with sample data')).toBeVisible();
    // Shown, not yet working: inert and hidden from assistive technology until React replaces it.
    const shown = page.locator('#root > *');
    expect(
      await shown.evaluateAll((elements) =>
        elements.map(
          (element) => element.hasAttribute('inert') && element.getAttribute('aria-hidden'),
        ),
      ),
    ).toEqual(['true', 'true', 'true', 'true']);
  });

  test('in demo mode, app.html asks for its scripts only once its first screen has painted', async ({
    page,
  }) => {
    await useDemoMode(page);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.endsWith('.js'))
        .map(({ startTime }) => startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(scriptStarts.filter((start) => start <= firstPaint!)).toEqual([]);
  });

  test('without the demo flag, or on another tab, app.html shows no pre-rendered screen', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/app');
    await expect(page.locator('#root')).toBeEmpty();
    await useDemoMode(page);
    await page.goto('/app?tab=documents');
    await expect(page.locator('#root')).toBeEmpty();
  });

  test('React replaces the pre-rendered screen with the working one, and nothing moves', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await useDemoMode(page);
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { layoutShifts: number[] }).layoutShifts =
        []);
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/app');
    // The parts below the first screen come with React's second render.
    await expect(page.getByRole('heading', { level: 2, name: 'Key Wishes' })).toBeVisible();
    expect(
      await page
        .locator('#root > *')
        .evaluateAll((all) => all.some((e) => e.hasAttribute('inert'))),
    ).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Documents' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the dashboard's module downloads no yup (the sample plan comes without the contracts' schemas)", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(repositoryRoot, 'mfe-dashboard', 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
    const dashboardTab = manifest.exposes.find(({ name }) => name === 'DashboardTab');
    const chunks = dashboardTab?.assets.js.sync ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    const packages = chunks.flatMap(
      (file) => chunkInfo(`/mfe-dashboard/${file}`)?.packages ?? ['(unreported)'],
    );
    expect(packages).toContain('@legacy-planner/mfe-dashboard');
    expect(packages.filter((name) => name === 'yup' || name === '(unreported)')).toEqual([]);
  });
});
