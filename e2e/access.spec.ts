import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail, verifyEmail } from './support/accounts';
import { signInAsNewPerson } from './support/session';
import { qrTextFromPdf } from '../api/src/testing/qrFromPdf';
import { contentWidth } from './support/geometry';

const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'.repeat(40));

// Issue 12, end to end: an owner sets items' levels and makes an access key (through the API);
// a visitor in a separate browser context (no account, none of the owner's cookies) asks for
// standard access on /access with the owner's email and key, and sees exactly the standard,
// visible items; the owner revokes the grant and the visitor's next load is refused.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function created(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function setRelease(
  request: APIRequestContext,
  type: string,
  id: string,
  settings: { requiredAccessLevel?: string; isVisible?: boolean; releaseTiming?: string },
) {
  const response = await request.put(`/api/privacy/items/${type}/${id}`, { data: settings });
  expect(response.ok(), `PUT /api/privacy/items/${type}/${id}`).toBe(true);
}

async function signUpOwner(page: Page) {
  const ownerEmail = uniqueEmail('access-owner');
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Ada Lovelace', email: ownerEmail, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  // Only a verified email may make keys and cards.
  await verifyEmail(page.request, ownerEmail);
  const onboarding = await page.request.put('/api/auth/onboarding', {
    data: { onboardingComplete: true, onboardingStep: 6 },
  });
  expect(onboarding.ok()).toBe(true);
  return ownerEmail;
}

test('a visitor asks for standard access with the key, sees exactly what it releases, and loses it at revocation', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browser contexts, three axe runs: about 20 s alone, past the 30 s limit on a busy machine.
  test.slow();
  // The owner, signed in through the API (page.request shares the page's cookies).
  const ownerEmail = await signUpOwner(page);
  const owner = page.request;

  // Released at standard: a funeral document (standard by default, after a verified passing,
  // so the owner opens it to key holders) and a wish (basic, at once by default).
  const funeral = await created(owner, '/api/documents', {
    title: 'Funeral arrangements',
    category: 'funeral',
  });
  await setRelease(owner, 'document', funeral, { releaseTiming: 'emergency' });
  // Its paper, uploaded to the vault: a file follows its document's settings.
  const upload = await owner.post('/api/files', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      documentId: funeral,
      category: 'funeral',
      file: { name: 'funeral-plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
    },
  });
  expect(upload.status()).toBe(201);
  await created(owner, '/api/wishes', {
    category: 'music',
    preference: 'Play Clair de lune at the service',
  });
  // Not released at standard: a financial document (full, after a verified passing, by
  // default), a document raised to full, and a standard document the owner hid.
  await created(owner, '/api/documents', { title: 'Bank accounts', category: 'financial' });
  const deed = await created(owner, '/api/documents', {
    title: 'Property deed',
    category: 'property',
  });
  await setRelease(owner, 'document', deed, {
    requiredAccessLevel: 'full',
    isVisible: true,
    releaseTiming: 'emergency',
  });
  const letter = await created(owner, '/api/documents', {
    title: 'Private letter',
    category: 'other',
  });
  await setRelease(owner, 'document', letter, { isVisible: false, releaseTiming: 'emergency' });

  const keyResponse = await owner.post('/api/privacy/access-key');
  expect(keyResponse.status()).toBe(201);
  const { accessKey } = (await keyResponse.json()) as { accessKey: string };

  // The visitor: another browser context, on a phone-sized screen.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/access');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Request access to a plan' }),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Choose Standard Access' }).click();
  const verify = visitor.getByRole('button', { name: 'Verify Access' });
  await expect(verify).toBeDisabled();
  await visitor.getByLabel('Their email address').fill(ownerEmail);
  await visitor.getByLabel('Your name').fill('Grace Hopper');
  await visitor.getByLabel('Your email address').fill('grace@example.com');
  await visitor.getByLabel('How you know them').fill('Niece');
  await expect(verify).toBeDisabled();
  await visitor.getByRole('textbox', { name: 'Access key' }).fill(accessKey);
  await expect(verify).toBeEnabled();
  expect(await contentWidth(visitor)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(visitor);
  await verify.click();
  await expect(visitor.getByRole('heading', { name: 'Access confirmed' })).toBeVisible();

  await expect(visitor).toHaveURL(/\/access\/view$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: "Ada Lovelace's plan" }),
  ).toBeVisible();
  await expect(visitor.getByText('Standard access', { exact: true })).toBeVisible();
  const documents = visitor.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText('Funeral arrangements');
  await expect(visitor.getByRole('list', { name: 'Wishes' })).toContainText(
    'Play Clair de lune at the service',
  );
  for (const hidden of ['Bank accounts', 'Property deed', 'Private letter']) {
    await expect(visitor.getByText(hidden)).toHaveCount(0);
  }
  const download = visitor.getByRole('link', { name: 'Download funeral-plan.pdf' });
  const file = await visitor.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).equals(pdfBytes)).toBe(true);
  expect(await contentWidth(visitor)).toBeLessThanOrEqual(360);
  expect(await tooSmallControls(visitor)).toEqual([]);
  await expectNoAxeViolations(visitor);

  // The owner sees the visit in their Privacy tab's access log, and revokes the grant there;
  // the visitor's next load is refused.
  await page.goto('/app?tab=privacy');
  const log = page.getByRole('list', { name: 'Access log, newest first' });
  await expect(log).toContainText('Grace Hopper');
  // The page may have loaded the plan more than once: repeated views are one counted entry.
  await expect(log).toContainText(/Opened your plan( \(\d+ times\))?: standard access/);
  const grant = page.getByRole('listitem', { name: 'Standard access of Grace Hopper' });
  await grant.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke access for Grace Hopper?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  // The toast says the server has revoked it. (While the dialog closes, the page behind it is
  // still hidden from assistive technology, so the grant's item is not found even before.)
  await expect(page.getByText('Access revoked', { exact: true })).toBeVisible();
  await expect(grant).toHaveCount(0);
  const grants = await owner.get('/api/privacy/grants');
  expect(((await grants.json()) as { state: string }[]).map(({ state }) => state)).toEqual([
    'revoked',
  ]);

  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { name: 'This access has ended or was never granted' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Request access' })).toHaveAttribute(
    'href',
    '/access',
  );
  await visitorContext.close();
});

test('a wrong key gets the one neutral answer, and the visitor stays on the form', async ({
  page,
  browser,
}) => {
  const ownerEmail = await signUpOwner(page);
  expect((await page.request.post('/api/privacy/access-key')).status()).toBe(201);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/access');
  await visitor.getByRole('button', { name: 'Choose Standard Access' }).click();
  await visitor.getByLabel('Their email address').fill(ownerEmail);
  await visitor.getByRole('textbox', { name: 'Access key' }).fill('LEGACY-WRONG1-0000');
  await visitor.getByLabel('Your name').fill('Someone');
  await visitor.getByLabel('Your email address').fill('someone@example.com');
  await visitor.getByLabel('How you know them').fill('Friend');
  await visitor.getByRole('button', { name: 'Verify Access' }).click();
  await expect(visitor.getByText(/we could not confirm access with these details/)).toBeVisible();
  await expect(visitor).toHaveURL(/\/access$/);
  await visitorContext.close();
});

test("the card PDF's QR code opens /access with the card filled in; an emergency reason gives basic access", async ({
  page,
  browser,
}) => {
  await signUpOwner(page);
  await created(page.request, '/api/wishes', { category: 'burial', preference: 'Buried at sea' });
  await created(page.request, '/api/documents', {
    title: 'Funeral arrangements',
    category: 'funeral',
  });
  const card = await page.request.post('/api/privacy/cards', { data: { accessLevel: 'basic' } });
  expect(card.status()).toBe(201);
  const { accessUrl, cardId } = (await card.json()) as { accessUrl: string; cardId: string };
  // The address the visitor opens is the one read from the printed card's QR code.
  const pdf = await page.request.get(`/api/privacy/cards/${cardId}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const scanned = qrTextFromPdf(await pdf.body());
  expect(scanned).toBe(accessUrl);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(scanned!).pathname + new URL(scanned!).search);
  await expect(visitor.getByText('Your access card has been read.')).toBeVisible();
  await visitor.getByRole('button', { name: 'Choose Basic Access' }).click();
  await expect(visitor.getByText(cardId)).toBeVisible();
  await expect(visitor.getByLabel('Card id')).toHaveCount(0);
  await visitor.getByLabel('What is the emergency?').fill('In hospital after a fall');
  await visitor.getByLabel('Your name').fill('Grace Hopper');
  await visitor.getByLabel('Your email address').fill('grace@example.com');
  await visitor.getByLabel('How you know them').fill('Neighbour');
  await visitor.getByRole('button', { name: 'Verify Access' }).click();
  await expect(visitor).toHaveURL(/\/access\/view$/);
  await expect(visitor.getByText('Basic access', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Wishes' })).toContainText('Buried at sea');
  await expect(visitor.getByText('Funeral arrangements')).toHaveCount(0);

  // Leave ends it in this browser.
  await visitor.getByRole('button', { name: 'Leave' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'You have left the shared plan' }),
  ).toBeVisible();
  await visitor.goto('/access/view');
  await expect(
    visitor.getByRole('heading', { name: 'This access has ended or was never granted' }),
  ).toBeVisible();
  await visitorContext.close();
});

test("the journey checks a loved one's key on the server, and the owner hears of it on their next visit", async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browser contexts and a journey
  const ownerEmail = await signUpOwner(page);
  const key = await page.request.post('/api/privacy/access-key');
  expect(key.status()).toBe(201);
  const { accessKey } = (await key.json()) as { accessKey: string };

  // Someone planning for the owner, signed in to an account of their own.
  const plannerContext = await browser.newContext();
  const planner = await plannerContext.newPage();
  await signInAsNewPerson(planner, { emailVerified: true });
  await planner.goto('/app');
  await planner.getByRole('button', { name: 'Start Your Journey' }).last().click();
  const journey = planner.getByRole('dialog');
  await journey.getByLabel('For a loved one').check();
  await journey.getByLabel('Your relationship to them').fill('Son');
  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByLabel('An access key they gave me').check();
  await journey.getByLabel('Their email address').fill(ownerEmail);
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Please enter the access key')).toBeVisible();
  await journey.getByRole('textbox', { name: 'Access key' }).fill('LEGACY-WRONG1-0000');
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByRole('alert')).toContainText('We could not verify access');
  await expect(journey.getByText('Step 2 of 6')).toBeVisible();
  await journey.getByRole('textbox', { name: 'Access key' }).fill(accessKey);
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Step 3 of 6')).toBeVisible();
  await expect(journey.getByRole('status')).toContainText('Your request is with Ada Lovelace.');
  // The key went to the server only: the saved journey does not hold it.
  const saved = await planner.request.get('/api/journey');
  expect(JSON.stringify(await saved.json())).not.toContain(accessKey);
  await plannerContext.close();

  // The owner's next visit: one toast counts the new notices and opens the Privacy tab.
  await page.goto('/app');
  await expect(page.getByText(/^You have \d+ new access notices?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Open Privacy' }).click();
  await expect(page).toHaveURL(/\/app\?tab=privacy$/);
});

/** Visible controls smaller than 44 × 44 px (WCAG 2.5.8, as rough-edges.spec.ts checks /app). */
const tooSmallControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, [role="tab"], input[type="radio"], input[type="checkbox"]',
      ),
    )
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      // A link within a sentence takes the text's line height.
      .filter(
        (element) =>
          !Array.from(element.parentElement?.childNodes ?? []).some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.textContent}: ${box.width}×${box.height}`),
  );

/** Tabs through the page; every stop must show the theme's focus ring. */
async function expectFocusRings(page: Page) {
  let reached = 0;
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element.dataset.focusChecked) return null;
      element.dataset.focusChecked = 'yes';
      const style = getComputedStyle(element);
      return {
        name: `${element.tagName} ${element.textContent || element.getAttribute('aria-label')}`,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        field: element.tagName === 'INPUT' || element.tagName === 'TEXTAREA',
      };
    });
    if (!focused) break;
    reached += 1;
    // Text fields show focus with their own thicker border instead of an outline.
    if (!focused.field) expect(focused.outline, focused.name).toBe('solid 2px rgb(27, 19, 64)');
  }
  expect(reached).toBeGreaterThan(3);
}

test('at 360 px every step of /access fits, every control is large enough, and the keyboard shows where it is', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/access');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Request access to a plan' }),
  ).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
  expect(await tooSmallControls(page)).toEqual([]);
  await expectFocusRings(page);
  for (const level of ['Basic', 'Standard', 'Full']) {
    await page.goto('/access');
    await page.getByRole('button', { name: `Choose ${level} Access` }).click();
    await expect(page.getByRole('heading', { name: `Verify ${level} Access` })).toBeFocused();
    expect(await contentWidth(page), level).toBeLessThanOrEqual(360);
    expect(await tooSmallControls(page), level).toEqual([]);
    await expectNoAxeViolations(page);
  }
  await expectFocusRings(page);
  await page.goto('/access/view');
  await expect(
    page.getByRole('heading', { name: 'This access has ended or was never granted' }),
  ).toBeVisible();
  expect(await tooSmallControls(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
