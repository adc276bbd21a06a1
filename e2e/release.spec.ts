import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { PASSWORD, uniqueEmail, verifyEmail } from './support/accounts';

// Issue 25, end to end: what a plan releases keeps the owner's promise. A message meant for
// after the owner's passing reaches no key holder, and the owner's preview is the key holder's
// view; with only the recommended settings an emergency card gives a clinician the emergency
// summary; deleting the will's document card stops sharing the will.

async function signUpOwner(page: Page, name = 'Ada Lovelace') {
  const email = uniqueEmail('release-owner');
  const signup = await page.request.post('/api/auth/signup', {
    data: { name, email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  // Only a verified email may make keys and cards.
  await verifyEmail(page.request, email);
  const onboarding = await page.request.put('/api/auth/onboarding', {
    data: { onboardingComplete: true, onboardingStep: 6 },
  });
  expect(onboarding.ok()).toBe(true);
  return email;
}

async function saveWizard(owner: APIRequestContext, kind: string, data: object) {
  const response = await owner.put(`/api/wizards/${kind}`, { data: { status: 'draft', data } });
  expect(response.status(), `PUT /api/wizards/${kind}`).toBe(200);
}

async function setRelease(owner: APIRequestContext, type: string, id: string, settings: object) {
  const response = await owner.put(`/api/privacy/items/${type}/${id}`, { data: settings });
  expect(response.status(), `PUT /api/privacy/items/${type}/${id}`).toBe(200);
}

async function accessKeyOf(owner: APIRequestContext) {
  const response = await owner.post('/api/privacy/access-key');
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessKey: string }).accessKey;
}

const requester = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  relationship: 'Family',
});

/** A visitor in a browser context of their own, granted standard access with the key. */
async function keyHolder(browser: Browser, ownerEmail: string, accessKey: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const granted = await page.request.post('/api/access/requests', {
    data: { level: 'standard', requester: requester('Ann Lee'), ownerEmail, accessKey },
  });
  expect(granted.status()).toBe(201);
  return { context, page };
}

/** What the viewer's page is built from, without the grant's own end. */
async function viewOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const { expiresAt: _expiresAt, ...plan } = (await response.json()) as Record<string, unknown>;
  return plan;
}

test('a message meant for after passing reaches no key holder, and the preview is the key holder’s view', async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts and the Privacy tab
  const ownerEmail = await signUpOwner(page);
  const owner = page.request;
  const message = 'Dear Charles, the letters are in the blue box under the stairs.';
  const finalWishes = emptyWizardData('final-wishes', randomUUID);
  finalWishes.legacyMessages = [
    {
      ...blankRow('legacyMessages', randomUUID()),
      recipientName: 'Charles',
      relationship: 'Husband',
      messageType: 'text',
      content: message,
      deliveryTiming: 'upon_passing',
      specificDate: '',
      milestoneDetails: '',
      file: null,
    },
  ];
  finalWishes.personalReflections.rememberedFor = 'As a mathematician who loved poetry';
  await saveWizard(owner, 'final-wishes', finalWishes);
  const accessKey = await accessKeyOf(owner);
  const visitor = await keyHolder(browser, ownerEmail, accessKey);

  // Nothing else shared: the key holder's page shows none of the message.
  await visitor.page.goto('/access/view');
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: "Ada Lovelace's plan" }),
  ).toBeVisible();
  await expect(visitor.page.getByText('Nothing has been shared at this level yet.')).toBeVisible();
  await expect(visitor.page.getByText(/blue box/)).toHaveCount(0);
  expect(await viewOf(owner, '/api/privacy/preview?level=standard')).toEqual(
    await viewOf(visitor.page.request, '/api/access/view'),
  );

  // The owner shares the final-wishes record itself with key holders: its reflections reach
  // them, its message still does not, and the preview stays the view.
  await setRelease(owner, 'wizard', 'final-wishes', {
    requiredAccessLevel: 'standard',
    releaseTiming: 'emergency',
    isVisible: true,
  });
  await visitor.page.reload();
  await expect(visitor.page.getByText('As a mathematician who loved poetry')).toBeVisible();
  await expect(visitor.page.getByText(/blue box/)).toHaveCount(0);
  expect(JSON.stringify(await viewOf(visitor.page.request, '/api/access/view'))).not.toContain(
    'blue box',
  );
  expect(await viewOf(owner, '/api/privacy/preview?level=standard')).toEqual(
    await viewOf(visitor.page.request, '/api/access/view'),
  );

  // The owner's Privacy tab says where the message goes, and its preview for key holders lists
  // what the key holder's page shows.
  await page.goto('/app?tab=privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(
    page.getByText('Only to its recipient, on its delivery timing: no grant opens it'),
  ).toBeVisible();
  const preview = page.getByRole('region', {
    name: 'What anyone with your access key or a standard card would see',
  });
  await expect(preview).toContainText('1 item would be shown.');
  await expect(preview).toContainText('Final Wishes');
  await expect(preview).not.toContainText('Charles');
  await visitor.context.close();
});

test('with the recommended settings only, an emergency card opens the emergency summary and its PDF', async ({
  page,
  browser,
}) => {
  test.slow(); // two browser contexts and a PDF
  await signUpOwner(page, 'Grace Hopper');
  const owner = page.request;
  const directive = emptyWizardData('health-directive', randomUUID);
  directive.basicInfo = {
    fullName: 'Grace Brewster Hopper',
    dateOfBirth: '1906-12-09',
    email: '',
    phoneNumber: '',
  };
  directive.medicalPowerOfAttorney = {
    ...directive.medicalPowerOfAttorney,
    agentName: 'Mary Murray',
    relationship: 'Sister',
    phoneNumber: '+1 555 0100',
  };
  directive.medicalWishes.doNotResuscitate = { choice: 'yes', comment: '' };
  directive.specialInstructions = 'Allergic to penicillin.';
  await saveWizard(owner, 'health-directive', directive);
  const card = await owner.post('/api/privacy/cards', { data: { accessLevel: 'basic' } });
  expect(card.status()).toBe(201);
  const { accessUrl } = (await card.json()) as { accessUrl: string };

  // A nurse scans the card on a phone.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const nurse = await context.newPage();
  const scanned = new URL(accessUrl);
  await nurse.goto(scanned.pathname + scanned.search);
  await nurse.getByRole('button', { name: 'Choose Basic Access' }).click();
  await nurse.getByLabel('What is the emergency?').fill('Collapsed at the station');
  await nurse.getByLabel('Your name').fill('Nurse Ratched');
  await nurse.getByLabel('Your email address').fill('nurse@example.com');
  await nurse.getByLabel('How you know them').fill('Emergency department');
  await nurse.getByRole('button', { name: 'Verify Access' }).click();
  await expect(nurse).toHaveURL(/\/access\/view$/);

  const summary = nurse.getByRole('region', { name: /emergency summary/i });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Do not resuscitate: YES — do not attempt CPR');
  await expect(summary).toContainText('Grace Brewster Hopper');
  await expect(summary).toContainText('Mary Murray');
  await expect(summary.getByRole('link', { name: /\+1 555 0100/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(summary).toContainText('Allergic to penicillin.');
  // The summary comes before anything else the plan shows.
  const summaryTop = (await summary.boundingBox())!.y;
  const firstOther = nurse.getByRole('heading', { level: 2 }).first();
  expect((await firstOther.boundingBox())!.y).toBeGreaterThanOrEqual(summaryTop);

  const link = summary.getByRole('link', { name: /download the emergency summary/i });
  const pdf = await nurse.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});

test('deleting the will’s document card (confirmed) takes the will from a standard and a full viewer', async ({
  page,
  browser,
}) => {
  test.slow(); // three browser contexts
  const ownerEmail = await signUpOwner(page, 'Alan Turing');
  const owner = page.request;
  const will = emptyWizardData('will', randomUUID);
  will.userInfo.fullName = 'Alan Mathison Turing';
  will.specialInstructions = 'My notebooks go to the King’s College library.';
  await saveWizard(owner, 'will', will);
  // The will waits for a verified passing by default; the owner opens it to key holders too.
  await setRelease(owner, 'wizard', 'will', {
    requiredAccessLevel: 'standard',
    releaseTiming: 'emergency',
    isVisible: true,
  });
  const standard = await keyHolder(browser, ownerEmail, await accessKeyOf(owner));

  // A full viewer: a request with evidence, approved by the owner, claimed by the requester.
  const fullContext = await browser.newContext();
  const full = await fullContext.newPage();
  const asked = await full.request.post('/api/access/requests', {
    data: {
      level: 'full',
      requester: requester('Robin Gandy'),
      ownerEmail,
      deathCertificate: 'DC-1954-0607',
      medicalValidation: 'MV-1',
      identityProof: 'ID-1',
    },
  });
  expect(asked.status()).toBe(202);
  const { requestId, claimToken } = (await asked.json()) as {
    requestId: string;
    claimToken: string;
  };
  expect((await owner.post(`/api/privacy/requests/${requestId}/approve`)).status()).toBe(200);
  const claimed = await full.request.post(`/api/access/requests/${requestId}/claim`, {
    data: { token: claimToken },
  });
  expect(claimed.status()).toBe(201);

  for (const viewer of [standard.page, full]) {
    await viewer.goto('/access/view');
    await expect(viewer.getByText('My notebooks go to the King’s College library.')).toBeVisible();
  }

  // The owner deletes the will's card in the Documents tab, and confirms what it does.
  await page.goto('/app?tab=documents');
  await page.getByRole('button', { name: 'Delete Last Will & Testament' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/no longer be shared/);
  await dialog.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('button', { name: 'Delete Last Will & Testament' })).toHaveCount(0);

  for (const viewer of [standard.page, full]) {
    await viewer.reload();
    await expect(
      viewer.getByRole('heading', { level: 1, name: "Alan Turing's plan" }),
    ).toBeVisible();
    await expect(viewer.getByText(/notebooks/)).toHaveCount(0);
    await expect(viewer.getByText('Last Will & Testament')).toHaveCount(0);
  }
  await standard.context.close();
  await fullContext.close();
});
