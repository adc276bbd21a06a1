// The rough edges a new user met in the first wave (issue 8), each driven in Chromium as a
// person meets it: on a phone-sized screen, with the keyboard, offline, signed in.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, expectLandingPageLoaded, signOutFromApp, uniqueEmail } from './support/accounts';
import { useDemoMode } from './support/demo';
import { boxOf, contentWidth, boxAtRestOf } from './support/geometry';
import { tabTo } from './support/keyboard';
import { appTabs, wizardPages } from './support/remotes';
import { hasValidSession, signInAsNewPerson } from './support/session';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dashboardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' });

/** The boxes of the lines an element's text is laid out on: one per line, wrapped or not. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Array.from(range.getClientRects(), ({ top, right }) => ({ top, right }));
  });
const lineCount = async (locator: Locator) =>
  new Set((await textLines(locator)).map(({ top }) => Math.round(top))).size;

/** Colour-contrast findings of axe on the page as it is now (hovered or focused). */
async function contrastViolations(page: Page, within?: string) {
  const axe = new AxeBuilder({ page }).withRules(['color-contrast']);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.failureSummary ?? ''}`),
  );
}

test.describe('on a phone', () => {
  for (const width of [390, 360]) {
    test(`at ${width} px the bottom navigation fits and shows every label whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await useDemoMode(page);
      await page.goto('/app');
      await expect(dashboardHeading(page)).toBeVisible();
      for (const { label: selected } of appTabs) {
        await mainNavigation(page).getByRole('button', { name: selected }).click();
        await expect(mainNavigation(page).getByRole('button', { name: selected })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await contentWidth(page)).toBeLessThanOrEqual(width);
        const navigation = await boxOf(mainNavigation(page));
        expect(navigation.x).toBeGreaterThanOrEqual(0);
        expect(navigation.x + navigation.width).toBeLessThanOrEqual(width);
        for (const { label } of appTabs) {
          const button = mainNavigation(page).getByRole('button', { name: label });
          const action = await boxOf(button);
          const text = await boxOf(button.getByText(label, { exact: true }));
          expect(action.x).toBeGreaterThanOrEqual(0);
          expect(action.x + action.width).toBeLessThanOrEqual(width);
          // The label lies wholly inside its own action: nothing of it is cut off or overlaps.
          expect(text.x, `${label} starts inside its action`).toBeGreaterThanOrEqual(action.x);
          expect(text.x + text.width, `${label} ends inside its action`).toBeLessThanOrEqual(
            action.x + action.width,
          );
        }
      }
    });
  }

  test('at 390 px the bottom navigation stays above the fields that scroll under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await useDemoMode(page);
    await page.goto('/app?tab=privacy');
    // The items' settings open on demand; the change of many at once holds outlined fields.
    await page.getByRole('button', { name: 'Change many at once…' }).click();
    // An outlined field's label is lifted over its outline (z-index 1): it once showed through.
    const label = page.locator('main label', { hasText: 'Required level' }).first();
    await expect(label).toBeVisible();
    const navigation = await boxOf(mainNavigation(page));
    const navigationMiddle = navigation.y + navigation.height / 2;
    const before = await boxOf(label);
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      before.y + before.height / 2 - navigationMiddle,
    );
    const under = await boxOf(label);
    expect(Math.abs(under.y + under.height / 2 - navigationMiddle)).toBeLessThan(2);
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('nav')?.getAttribute('aria-label'),
      { x: under.x + under.width / 2, y: navigationMiddle },
    );
    expect(onTop).toBe('Main');
  });

  for (const width of [390, 360]) {
    test(`at ${width} px the signed-in header keeps its name, Account and Sign Out on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // A long address, as some people have: the reminder under the header wraps it.
      const email = `a-rather-long-address-of-someone-${uniqueEmail('header')}`;
      const signup = await page.request.post('/api/auth/signup', {
        data: { name: 'Test Person', email, password: PASSWORD },
      });
      expect(signup.status()).toBe(201);
      await page.request.put('/api/auth/onboarding', {
        data: { onboardingComplete: true, onboardingStep: 6 },
      });
      await page.goto('/app');
      await expect(dashboardHeading(page)).toBeVisible();

      const header = page.getByRole('banner');
      expect(await lineCount(header.getByText('Legacy Planner'))).toBe(1);
      expect(await lineCount(header.getByRole('button', { name: 'Sign Out' }))).toBe(1);
      // Below the sm breakpoint Account is an icon, named for screen readers.
      const account = header.getByRole('link', { name: 'Account', exact: true });
      await expect(account).toHaveAttribute('href', '/account');
      await expect(account).toHaveText('');
      const accountBox = await boxOf(account);
      expect(Math.min(accountBox.width, accountBox.height)).toBeGreaterThanOrEqual(44);

      const reminder = page.getByRole('status').filter({ hasText: 'Please confirm your email' });
      await expect(reminder).toContainText(email);
      const reminderBox = await boxOf(reminder);
      for (const { right } of await textLines(reminder)) {
        expect(right).toBeLessThanOrEqual(reminderBox.x + reminderBox.width);
      }
      expect(await contentWidth(page)).toBeLessThanOrEqual(width);
    });
  }

  test('no page is wider than a 360 px screen, and every control is at least 44 px to touch', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // The demo flag opens /app; the public pages look the same with it.
    await useDemoMode(page);
    const pages = [
      { address: '/', heading: 'Plan Once. Be Remembered Forever.' },
      { address: '/login', heading: 'Sign In' },
      { address: '/app', heading: 'Your Legacy Plan' },
    ];
    for (const { address, heading } of pages) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await contentWidth(page)).toBeLessThanOrEqual(360);
      const tooSmall = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button, [role="tab"], input[type="radio"], input[type="checkbox"]',
          ),
        )
          .filter((element) => element.checkVisibility({ visibilityProperty: true }))
          // WCAG 2.5.8 leaves out a link within a sentence: it takes the text's line height.
          .filter(
            (element) =>
              !Array.from(element.parentElement?.childNodes ?? []).some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              ),
          )
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(
            ({ element, box }) =>
              `${element.textContent || element.getAttribute('aria-label')}: ${box.width}×${box.height}`,
          ),
      );
      expect(tooSmall, address).toEqual([]);
    }
  });

  test('the header and the demo banner stay in place together while the page scrolls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await useDemoMode(page);
    await page.goto('/app');
    // The whole dashboard, with the parts below its first screen (its second render): the page
    // must be long enough to scroll.
    await expect(page.getByRole('heading', { level: 2, name: 'Key Wishes' })).toBeVisible();
    const header = page.getByRole('banner');
    const demoNotice = header.getByText('You are exploring demo mode with sample data');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(dashboardHeading(page)).not.toBeInViewport();
    expect((await boxOf(header)).y).toBe(0);
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
    await expect(demoNotice).toBeInViewport();
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px a toast does not cover the bottom navigation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo Mode (No Account)' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Demo Mode Activated' });
    await expect(toast).toBeVisible();
    const navigationTop = (await boxOf(mainNavigation(page))).y;
    // The toast slides in: its resting place is above the navigation.
    await expect
      .poll(async () => {
        const box = await boxOf(toast);
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(navigationTop);
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px an error toast leaves the journey dialog's buttons uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await useDemoMode(page);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
    // The identity step is the journey's tallest: its buttons come near the window's bottom.
    const journey = page.getByRole('dialog');
    await journey.getByLabel('For a loved one').check();
    await journey.getByRole('button', { name: 'Continue' }).click();
    await journey.getByLabel('Security questions').check();
    await journey.getByRole('button', { name: 'Continue' }).click();
    await expect(journey.getByText('Step 3 of 6')).toBeVisible();
    await journey.getByRole('button', { name: 'Continue' }).click();
    // The toast is outside the dialog, which hides the rest of the page from assistive
    // technology while it is open: it is found by its text, not its role.
    const toast = page
      .locator('.notistack-SnackbarContainer')
      .filter({ hasText: 'Identity verification required' });
    await expect(toast).toBeVisible();
    // The toast slides in: wherever it comes to rest, it lies over none of the buttons.
    const box = await boxAtRestOf(toast);
    const covered: string[] = [];
    for (const name of ['Close', 'Back', 'Continue']) {
      const button = await boxOf(journey.getByRole('button', { name }));
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      if (overlaps) covered.push(name);
    }
    expect(covered).toEqual([]);
    // The buttons take clicks while it shows.
    await journey.getByRole('button', { name: 'Back' }).click();
    await expect(journey.getByText('Step 2 of 6')).toBeVisible();
  });
}

test.describe('contrast while hovered and focused', () => {
  test.beforeEach(async ({ page }) => {
    // Colours are read once they have settled (the theme skips transitions on request).
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('primary buttons keep their text readable under the pointer and the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    await signUp.hover();
    expect(await contrastViolations(page)).toEqual([]);
    await page.mouse.move(0, 0);
    await tabTo(page, signUp);
    expect(await contrastViolations(page)).toEqual([]);

    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.hover();
    expect(await contrastViolations(page)).toEqual([]);
  });

  test("the journey's radio label and Continue stay readable when focused and hovered", async ({
    page,
  }) => {
    await useDemoMode(page);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
    const journey = page.getByRole('dialog');
    await expect(journey.getByText('Step 1 of 4')).toBeVisible();

    await tabTo(page, journey.getByRole('radio', { name: 'For myself' }));
    expect(await contrastViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Space');
    await expect(journey.getByRole('radio', { name: 'For myself' })).toBeChecked();
    expect(await contrastViolations(page, '[role="dialog"]')).toEqual([]);

    const continueButton = journey.getByRole('button', { name: 'Continue' });
    await tabTo(page, continueButton);
    expect(await contrastViolations(page, '[role="dialog"]')).toEqual([]);
    await continueButton.hover();
    expect(await contrastViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

test.describe('the keyboard', () => {
  const ringColour = 'rgb(27, 19, 64)';

  test('every control on the landing page and the dashboard shows a focus ring', async ({
    page,
  }) => {
    await useDemoMode(page);
    for (const address of ['/', '/app']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      let reached = 0;
      for (let presses = 0; presses < 60; presses += 1) {
        await page.keyboard.press('Tab');
        // Each control is looked at once: the walk ends when focus leaves the page or comes round.
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body || element.dataset.focusChecked) return null;
          element.dataset.focusChecked = 'yes';
          const style = getComputedStyle(element);
          return {
            name: `${element.tagName} ${element.textContent || element.getAttribute('aria-label')}`,
            outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
          };
        });
        if (!focused) break;
        reached += 1;
        expect(focused.outline, focused.name).toBe(`solid 2px ${ringColour}`);
      }
      expect(reached, `controls reached on ${address}`).toBeGreaterThan(5);
    }
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await useDemoMode(page);
    await page.goto('/app');
    await expect(dashboardHeading(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/app$/);
    // The next stop is inside the main content, past the header and the demo banner.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  });
});

test('every route has its own document title', async ({ page }) => {
  for (const [address, title] of [
    ['/', 'Legacy Planner · Plan once. Be remembered forever.'],
    ['/login', 'Sign in · Legacy Planner'],
    ['/signup', 'Sign up · Legacy Planner'],
    ['/no/such/page', 'Page not found · Legacy Planner'],
  ] as const) {
    await page.goto(address);
    await expect(page).toHaveTitle(title);
  }
  await useDemoMode(page);
  await page.goto('/app');
  for (const { label } of appTabs) {
    await mainNavigation(page).getByRole('button', { name: label }).click();
    await expect(page).toHaveTitle(`${label} · Legacy Planner`);
  }
  for (const { route: address, title } of [
    ...wizardPages,
    { route: '/admin', title: 'Admin panel' },
  ]) {
    await page.goto(address);
    await expect(page).toHaveTitle(`${title} · Legacy Planner`);
  }
});

test('a signed-in visitor on / and /login is offered their plan, not Sign In', async ({ page }) => {
  await signInAsNewPerson(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open My Plan' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open My Plan' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(dashboardHeading(page)).toBeVisible();
});

test('the sign-in screen shows the logo, which leads back to /; the 404 page leads home', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'Legacy Planner' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'Plan Once. Be Remembered Forever.' }),
  ).toBeVisible();

  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expectLandingPageLoaded(page);
});

test('signing out while the server is unreachable says so and stays signed in', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  await page.goto('/app');
  await expect(dashboardHeading(page)).toBeVisible();

  await page.route('**/api/auth/logout', (route) => route.abort());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign Out Failed' })).toContainText(
    'You are still signed in. Please check your connection and try again.',
  );
  await expect(page).toHaveURL(/\/app$/);
  await expect(dashboardHeading(page)).toBeVisible();
  expect(await hasValidSession(page)).toBe(true);

  await page.unroute('**/api/auth/logout');
  await signOutFromApp(page);
  expect(await hasValidSession(page)).toBe(false);
});

test('a list that fails to load shows Retry in its own part; the rest of the dashboard stays', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  const wish = 'Read Mary Oliver at the service';
  const created = await page.request.post('/api/wishes', {
    data: { preference: wish, isSelected: true },
  });
  expect(created.status()).toBe(201);

  const wishesList = /\/api\/wishes(\?|$)/;
  await page.route(wishesList, (route) => route.abort());
  await page.goto('/app');
  const failedWishes = page
    .getByRole('alert')
    .filter({ hasText: 'Key Wishes could not be loaded.' });
  await expect(failedWishes.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set New Wish' })).toBeVisible();

  await page.unroute(wishesList);
  await failedWishes.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Key Wishes' })).toContainText(wish);
  await expect(page.getByRole('progressbar', { name: 'Legacy plan progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('onboarding: Escape puts the dialog away for now; its last step offers no skipping', async ({
  page,
}) => {
  await signInAsNewPerson(page, { onboardingStep: 0 });
  await page.goto('/app');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Legacy Planner' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(dashboardHeading(page)).toBeVisible();
  // Nothing was decided: the next visit shows it again.
  await page.reload();
  await expect(welcome).toBeVisible();

  const lastStep = await page.request.put('/api/auth/onboarding', {
    data: { onboardingComplete: false, onboardingStep: 5 },
  });
  expect(lastStep.ok()).toBe(true);
  await page.reload();
  const allSet = page.getByRole('dialog', { name: "You're all set" });
  await expect(allSet.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(allSet.getByRole('button', { name: 'Previous' })).toBeVisible();
  await expect(allSet.getByRole('button', { name: /Skip/ })).toHaveCount(0);
});

test('the Try Demo account and Demo Mode both show the sample plan at 40%', async ({ page }) => {
  const figures = async () => {
    await expect(page.getByRole('progressbar', { name: 'Legacy plan progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await page.getByRole('tab', { name: 'Priorities' }).click();
    return page
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')));
  };

  await page.goto('/login');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  // The banner's words (the welcome toast says much the same, and may still be showing).
  await expect(
    page.getByText('You are signed in to the read-only demo account; nothing can be changed.'),
  ).toBeVisible();
  const demoAccount = await figures();

  // The banner's link leaves the demo account for the landing page, where Demo Mode starts.
  await page.getByRole('button', { name: 'Sign up to create your own plan' }).click();
  await page.getByRole('button', { name: 'Demo Mode (No Account)' }).click();
  await expect(page.getByText('You are exploring demo mode with sample data')).toBeVisible();
  const demoMode = await figures();

  expect(demoAccount).toEqual(['40', '60', '75']);
  expect(demoMode).toEqual(demoAccount);
});
