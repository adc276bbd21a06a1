// Check-ins (issue 27) as an owner uses them in Chromium, against the real API and the local
// SMTP capture: "Send me a test check-in" mails a link; its page (in another browser, with no
// session) records the check-in when its button is pressed, and the Privacy tab shows it. A
// phone-sized screen closes it.
import { expect, test } from '@playwright/test';
import { linkIn, mailTo } from './support/mailbox';
import { contentWidth } from './support/geometry';
import { signInAsNewPerson } from './support/session';

test('a test check-in is mailed, its link’s button records the check-in, and the Privacy tab shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // Only a verified email may name trusted contacts; the test check-in itself needs none.
  await signInAsNewPerson(page, { emailVerified: true });
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  const { email } = (await me.json()) as { email: string };

  await page.goto('/app?tab=privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Check-ins' });
  // Off, the settings are folded.
  await section.getByRole('button', { name: 'Set up check-ins' }).click();
  await expect(section.getByText('None yet')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Check-ins summary' })).toHaveText(
    'Check-ins are off: nobody is asked about you if you go quiet.',
  );

  // Monthly check-ins: the summary names the next one.
  await section
    .getByRole('combobox', { name: 'How often to check in' })
    .selectOption({ label: 'Monthly' });
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/check-ins/settings',
  );
  await section.getByRole('button', { name: 'Save check-in settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status', { name: 'Check-ins summary' })).toContainText(
    'Next check-in:',
  );

  // The test check-in goes out by email.
  await section.getByRole('button', { name: 'Send me a test check-in' }).click();
  await expect(page.getByText('Test check-in sent: see your email', { exact: true })).toBeVisible();
  const mail = await mailTo(email, 'Your test check-in');
  const link = linkIn(mail, '/check-in');

  // Opened where nobody is signed in, as from a phone's mail app.
  const elsewhere = await browser.newContext();
  try {
    const linkPage = await elsewhere.newPage();
    await linkPage.goto(link);
    await expect(linkPage).toHaveTitle('Check-in · Legacy Planner');
    // Opening records nothing (mail scanners open links): the button does.
    const record = linkPage.getByRole('button', { name: "I'm OK — record my check-in" });
    await expect(record).toBeVisible();
    await expect(linkPage.getByRole('status')).toHaveCount(0);
    await record.click();
    await expect(linkPage.getByRole('status')).toContainText(
      'Thank you — your check-in is recorded',
    );
    // The link works once.
    await linkPage.reload();
    await linkPage.getByRole('button', { name: "I'm OK — record my check-in" }).click();
    await expect(linkPage.getByText(/This check-in link is not valid any more\./)).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // The Privacy tab shows the check-in, and the access log has it.
  await page.reload();
  await expect(section.getByText(/· From the emailed link$/)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Access log, newest first' })
      .getByText('Checked in: From the emailed link', { exact: true }),
  ).toBeVisible();

  // A phone-sized screen: no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(section.getByRole('button', { name: "I'm back to normal" })).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
});
