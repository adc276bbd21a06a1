import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  createAccount,
  expectLandingPageLoaded,
  expectSignInPageLoaded,
  signOutFromApp,
  signUpThroughForm,
  uniqueEmail,
} from './support/accounts';
import { e2eGoogleUser } from './support/settings';

test('sign up opens /app with the onboarding dialog; the session survives a reload; sign out ends it', async ({
  page,
}) => {
  await signUpThroughForm(page, uniqueEmail('signup'));
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page.getByText('Welcome to the product!')).toBeVisible();
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Legacy Planner' });
  await expect(onboarding).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/app$/);
  await expect(onboarding).toBeVisible();

  await onboarding.getByRole('button', { name: 'Skip Tour' }).click();
  await signOutFromApp(page);
  await page.goto('/app');
  await expectSignInPageLoaded(page);
});

test('a wrong password says Sign In Failed', async ({ page, request }) => {
  const email = uniqueEmail('wrong');
  await createAccount(request, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign In Failed')).toBeVisible();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in with the right password opens /app with Welcome back', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('right');
  await createAccount(request, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
});

test('a page asked for while signed out opens after sign-in; another site is never followed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('deep');
  await createAccount(request, email);
  await page.goto('/app?tab=privacy');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%3Ftab%3Dprivacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\?tab=privacy$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Privacy' }),
  ).toHaveAttribute('aria-current', 'page');
  const onboarding = page.getByRole('dialog', { name: 'Welcome to Legacy Planner' });
  await onboarding.getByRole('button', { name: 'Skip Tour' }).click();

  await signOutFromApp(page);
  await page.goto(`/login?next=${encodeURIComponent('//example.org/app')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/app$/);
});

test('an unknown email says Account not found, and the sign-up form follows 2 s later', async ({
  page,
}) => {
  const email = uniqueEmail('unknown');
  // The 2 s are counted on the page's own clock, not waited for.
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  // From here the page's clock stands still until the test moves it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Account not found')).toBeVisible();
  await expect(
    page.getByText("You'll need to create an account first before signing in."),
  ).toBeVisible();
  const signUpForm = page.getByRole('heading', { name: 'Create Account' });
  await page.clock.runFor(1_900);
  await expect(signUpForm).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(signUpForm).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('each validation message appears, and a bad sign-up is not sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup')) calls.push(request.url());
  });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();

  await page.getByLabel('Full name').fill('Ann');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password too short')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abcdefg');
  await page.getByLabel('Confirm password').fill('abcdefh');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(calls).toEqual([]);
});

test('Try Demo signs in to the read-only demo account; a write is refused with 403', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Demo Access Granted')).toBeVisible();
  await expect(
    page.getByText('You are signed in to the read-only demo account; nothing can be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const write = await page.evaluate(async () => {
    const response = await fetch('/api/auth/onboarding', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ onboardingComplete: false, onboardingStep: 1 }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(write).toEqual({
    status: 403,
    body: {
      error: 'demo_read_only',
      message: 'The demo account is read-only. Sign up to create and save your own plan.',
    },
  });
});

test('/login?demo=true is the demo account entry', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try Demo Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Demo Access Granted')).toBeVisible();
});

test('Demo Mode shows the banner, makes no data API calls, and its sign-up link returns to /', async ({
  page,
}) => {
  // The sign-in page's own calls (current user, providers) come before demo mode starts; under
  // load they can start after the network first looks idle, so wait for their answers.
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/user')),
    page.waitForResponse((response) => response.url().endsWith('/api/auth/providers')),
    page.goto('/login'),
  ]);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.getByRole('button', { name: 'Demo Mode' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Demo Mode Activated')).toBeVisible();
  await expect(page.getByText('You are exploring demo mode with sample data')).toBeVisible();
  for (const tab of ['Documents', 'Wishes', 'Contacts', 'Privacy', 'Dashboard']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: tab }).click();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
  expect(apiCalls).toEqual([]);

  await page.getByRole('button', { name: 'Sign up to create your own plan' }).click();
  await expectLandingPageLoaded(page);
});

test('onboarding: Next saves the step, skipping is remembered after a reload', async ({ page }) => {
  await signUpThroughForm(page, uniqueEmail('onboarding'));
  await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Add your first document or wish' })).toBeVisible();
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Add your first document or wish' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a Document' }).click();
  await expect(page).toHaveURL(/tab=documents/);
  await page.getByRole('dialog').getByRole('button', { name: 'Skip remaining steps' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the Google round trip against the local provider ends signed in on /app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // A new account: the Getting Started dialog greets it.
  await expect(page.getByRole('dialog', { name: 'Welcome to Legacy Planner' })).toBeVisible();
  const me = await page.evaluate(() => fetch('/api/auth/user').then((response) => response.json()));
  expect(me).toMatchObject({ email: e2eGoogleUser.email, name: e2eGoogleUser.name });
});

test('an unconfigured provider says so in a toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page.getByText('Facebook sign-in unavailable')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('only admins, with a proven listed email, get the admin remote', async ({ page }) => {
  const adminDownloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mfe-admin/')) adminDownloads.push(request.url());
  });
  await signUpThroughForm(page, uniqueEmail('not-admin'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  expect(adminDownloads).toEqual([]);

  await signOutFromApp(page);
  // The listed admin email, proven by the (local) Google provider.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  expect(adminDownloads.length).toBeGreaterThan(0);
});

test("the next person to sign in on the same tab never sees the previous person's plan", async ({
  page,
}) => {
  await signUpThroughForm(page, uniqueEmail('first'));
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  const created = await page.evaluate(() =>
    fetch('/api/wishes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ preference: 'A private wish of the first person', isSelected: true }),
    }).then((response) => response.status),
  );
  expect(created).toBe(201);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Key Wishes' })).toContainText(
    'A private wish of the first person',
  );

  await signOutFromApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Second Person');
  await page.getByLabel('Email').fill(uniqueEmail('second'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  await expect(page.getByText('No selected wishes yet.')).toBeVisible();
  await expect(page.getByText('A private wish of the first person')).toHaveCount(0);
});
