import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { askForFullAccess, ok } from './support/fullAccess';
import { contentWidth } from './support/geometry';
import { linkIn, mailTo } from './support/mailbox';
import { addDaughterCara, signUpVerifiedOwner } from './support/owner';

// Issue 27, end to end against the local SMTP capture: a full request made at /access asks the
// owner's trusted contact "Is Ada OK?" by email at once (startContactLadder, wired where a full
// request is made). The contact opens the link on a phone-sized screen with no account: the
// page shows the question and three answers, answers nothing by being opened, and "They're
// fine" is taken once; the owner's access log shows the question and the answer.

test('a trusted contact is asked "Is Ada OK?" about a full request and answers from the emailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = uniqueEmail('ladder-owner');
  const owner = page.request;
  await signUpVerifiedOwner(owner, ownerEmail);
  const caraEmail = uniqueEmail('cara');
  const caraId = await addDaughterCara(owner, caraEmail);
  await ok(
    owner.put('/api/check-ins/settings', {
      data: { rhythm: 'monthly', pausedUntil: null, contactIds: [caraId] },
    }),
    'PUT /api/check-ins/settings',
  );

  // Someone else says Ada has passed away: the request waits, and Cara is asked at once.
  const stranger = await browser.newContext();
  try {
    await askForFullAccess(stranger.request, ownerEmail, {
      name: 'Eli Stone',
      email: uniqueEmail('eli'),
      relationship: 'Friend',
    });
  } finally {
    await stranger.close();
  }
  const question = await mailTo(caraEmail, 'Is Ada OK?');
  const link = linkIn(question, '/is-ok');

  // Cara opens it on her phone, where nobody is signed in.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const answerPage = await phone.newPage();
    await answerPage.goto(link);
    await expect(answerPage).toHaveTitle('Are they OK? · Legacy Planner');
    await expect(answerPage.getByRole('heading', { level: 1, name: 'Is Ada OK?' })).toBeVisible();
    for (const name of ["They're fine", "They're unwell or in hospital", 'They have passed away']) {
      await expect(answerPage.getByRole('button', { name })).toBeVisible();
    }
    expect(await contentWidth(answerPage)).toBeLessThanOrEqual(360);

    // Opening it answered nothing: a reload asks the same question.
    await answerPage.reload();
    await expect(answerPage.getByRole('heading', { level: 1, name: 'Is Ada OK?' })).toBeVisible();

    const answered = answerPage.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/check-ins/answers',
    );
    await answerPage.getByRole('button', { name: "They're fine" }).click();
    expect((await answered).status()).toBe(200);
    await expect(answerPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

    // The link answers once.
    await answerPage.reload();
    await expect(
      answerPage.getByRole('heading', { level: 1, name: 'This link does not work any more' }),
    ).toBeVisible();
  } finally {
    await phone.close();
  }

  // Ada is told, and her access log has the question and the answer.
  await mailTo(ownerEmail, 'Cara told us you are fine');
  await page.goto('/app?tab=privacy');
  const log = page.getByRole('list', { name: 'Access log, newest first' });
  await expect(
    log.getByText(`A trusted contact answered: Cara Lee (${caraEmail}, Daughter): They're fine`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    log.getByText(`A trusted contact was asked if you are OK: Cara Lee (${caraEmail}, Daughter)`, {
      exact: true,
    }),
  ).toBeVisible();
});
