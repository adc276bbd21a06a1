import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { signUpVerifiedOwner } from './support/owner';
import { wizardPages } from '../mfe-wizards/src/pages/wizardPages';

// Issue 28, end to end: a daughter signs up and asks, through the journey, to help with her
// father's plan (his email and the access key he gave her); he approves her as an editor in his
// Privacy tab; she switches to his plan, adds a contact through the journey, and it shows in his
// Contacts tab, his activity and his access log with her name; he removes her while she is
// adding another contact, and her save is refused.

async function openJourney(page: Page) {
  await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
  return page.getByRole('dialog');
}

test('a daughter helps with her father’s plan once he approves, attributed, until he removes her', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in people, a journey and four tabs
  const fatherEmail = uniqueEmail('father');
  await signUpVerifiedOwner(page.request, fatherEmail, 'Robert Diaz');
  const key = await page.request.post('/api/privacy/access-key');
  expect(key.status()).toBe(201);
  const { accessKey } = (await key.json()) as { accessKey: string };

  const daughterContext = await browser.newContext();
  const daughter = await daughterContext.newPage();
  await signUpVerifiedOwner(daughter.request, uniqueEmail('daughter'), 'Maria Diaz');
  await daughter.goto('/app');
  // Nobody to help with yet: no switcher in her header.
  await expect(daughter.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
  await expect(daughter.getByRole('button', { name: 'My plan', exact: true })).toHaveCount(0);

  // She asks through the journey, with his email and his access key.
  let journey = await openJourney(daughter);
  await journey.getByLabel('For a loved one').check();
  await journey.getByLabel('Your relationship to them').fill('Daughter');
  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByLabel('An access key they gave me').check();
  await journey.getByLabel('Their email address').fill(fatherEmail);
  await journey.getByRole('textbox', { name: 'Access key' }).fill(accessKey);
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByRole('status')).toContainText(
    'Your request is with Robert Diaz. They approve it in their Privacy tab',
  );
  await journey.getByRole('button', { name: 'Close' }).click();
  await expect(daughter.getByRole('dialog')).toHaveCount(0);
  // Before he approves she cannot work on his plan: the switcher says it waits.
  await daughter.reload();
  await daughter.getByRole('button', { name: 'My plan', exact: true }).click();
  await expect(
    daughter.getByRole('menuitem', { name: "Waiting for Robert Diaz's approval" }),
  ).toBeDisabled();
  await daughter.keyboard.press('Escape');

  // He approves her as an editor in his Privacy tab.
  await page.goto('/app?tab=privacy');
  const helpers = page.getByRole('list', { name: 'People who help with your plan' });
  const request = helpers.getByRole('listitem').filter({ hasText: 'Maria Diaz' });
  await expect(request).toContainText('Used your access key.');
  await request.getByLabel('Role if you approve').selectOption({ label: 'Can edit' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toContainText('Can edit');

  // She switches to his plan from the header: every screen names it.
  await daughter.reload();
  await daughter.getByRole('button', { name: 'My plan', exact: true }).click();
  await daughter.getByRole('menuitemradio', { name: /Robert Diaz's plan/ }).click();
  await expect(daughter.getByText("You are now working on Robert Diaz's plan")).toBeVisible();
  const banner = daughter.getByRole('region', { name: 'Plan in use' });
  await expect(banner).toContainText("You are helping with Robert Diaz's plan · Can edit");
  const tabs = daughter.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('button', { name: 'Contacts' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Privacy' })).toHaveCount(0);

  // The journey, reopened (a new page load), remembers the approval and adds to his plan.
  journey = await openJourney(daughter);
  await expect(journey.getByRole('status')).toContainText(
    'Robert Diaz approved: you can help with their plan (Can edit).',
  );
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Step 4 of 6')).toBeVisible();
  await journey.getByLabel('Personal wishes').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText("What you add here goes to Robert Diaz's plan.")).toBeVisible();
  await journey.getByLabel('Name').fill('Dr Lee');
  await journey.getByLabel('Relationship').fill('Doctor');
  await journey.getByRole('button', { name: 'Save contact' }).click();
  await expect(daughter.getByText('Contact saved')).toBeVisible();
  await journey.getByRole('button', { name: 'Close' }).click();

  // His Contacts tab, his activity and his access log show it, with her name.
  await page.goto('/app?tab=contacts');
  await expect(page.getByText('Dr Lee')).toBeVisible();
  await page.goto('/app');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
    'Maria Diaz added contact: Dr Lee',
  );
  await page.goto('/app?tab=privacy');
  const log = page.getByRole('list', { name: 'Access log, newest first' });
  await expect(log).toContainText('Maria Diaz added the contact Dr Lee');
  // Her session works on his plan: the API answers his contacts to her too.
  const his = await daughter.request.get('/api/contacts');
  expect(((await his.json()) as unknown[]).length, 'contacts of the plan she works on').toBe(1);

  // She opens his Contacts tab, sees the contact there too, and starts another.
  await tabs.getByRole('button', { name: 'Contacts' }).click();
  await expect(daughter.getByText('Dr Lee')).toBeVisible();
  await daughter.getByRole('button', { name: 'Add Contact' }).click();
  const draft = daughter.getByRole('dialog', { name: 'Add Contact' });
  await draft.getByLabel('First name').fill('Anna');
  await draft.getByLabel('Last name').fill('Novak');
  await draft.getByLabel('Relationship').fill('Nurse');

  // He removes her: her access ends at once.
  await page.getByRole('button', { name: 'Helpers and invitations' }).click();
  const helper = helpers.getByRole('listitem').filter({ hasText: 'Maria Diaz' });
  await helper.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Maria Diaz?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Nobody helps with your plan yet.')).toBeVisible();

  // Her save, the next call for his plan (his tab's data may well be fresh: nothing else need
  // ask the server), is refused, and she is back on her own plan.
  await draft.getByRole('button', { name: 'Save Contact' }).click();
  await expect(
    daughter.getByText('You no longer help with this plan. Your own plan is shown again.'),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(tabs.getByRole('button', { name: 'Privacy' })).toBeVisible();
  const after = await page.request.get('/api/contacts');
  expect(((await after.json()) as { firstName: string }[]).map((c) => c.firstName)).toEqual(['Dr']);
  const mine = await daughter.request.get('/api/contacts');
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toEqual([]);
  await daughterContext.close();
});

test('what a helper typed just before going back to her own plan stays in the plan she typed it in', async ({
  page,
  browser,
}) => {
  const fatherEmail = uniqueEmail('father');
  await signUpVerifiedOwner(page.request, fatherEmail, 'Robert Diaz');
  const daughterContext = await browser.newContext();
  const daughter = await daughterContext.newPage();
  const daughterEmail = uniqueEmail('daughter');
  await signUpVerifiedOwner(daughter.request, daughterEmail, 'Maria Diaz');
  const invited = await page.request.post('/api/helpers', {
    data: { name: 'Maria Diaz', email: daughterEmail, role: 'editor' },
  });
  expect(invited.status(), 'invite').toBe(201);
  const { id } = (await invited.json()) as { id: string };
  expect((await daughter.request.post(`/api/helping/${id}/accept`)).ok(), 'accept').toBe(true);
  expect((await daughter.request.put('/api/helping/active', { data: { helperId: id } })).ok()).toBe(
    true,
  );

  // On his plan, she types his name in his will and at once goes back to her own plan: the
  // autosave still waiting is sent as the wizard closes, for his plan, and refused.
  const will = wizardPages.will;
  await daughter.goto(will.route);
  await expect(daughter.getByRole('heading', { level: 1, name: will.title })).toBeVisible();
  const banner = daughter.getByRole('region', { name: 'Plan in use' });
  await expect(banner).toContainText("You are helping with Robert Diaz's plan");
  // The save is held on its way, as a slow network would hold it, until the plan has changed:
  // whether the autosave's pause ends first or the wizard sends it as it closes, it arrives
  // after the switch.
  let letSavesThrough = () => {};
  const switched = new Promise<void>((resolve) => (letSavesThrough = resolve));
  await daughter.route('**/api/wizards/will', async (route) => {
    if (route.request().method() === 'PUT') await switched;
    await route.continue();
  });
  const flushed = daughter.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/wizards/will' &&
      response.request().method() === 'PUT',
  );
  await daughter.getByRole('textbox', { name: 'Full legal name', exact: true }).fill('Robert Diaz');
  await banner.getByRole('button', { name: 'Back to my plan' }).click();
  await expect(daughter.getByText('You are back on your own plan')).toBeVisible();
  letSavesThrough();
  const refused = await flushed;
  expect(refused.request().headers()['x-plan'], 'the plan the wizard was made for').toBe(id);
  expect(refused.status(), 'the save of the plan left').toBe(409);
  await daughter.unroute('**/api/wizards/will');
  const hers = await daughter.request.get('/api/wizards/will');
  expect(await hers.text(), 'her own will').not.toContain('Robert Diaz');

  // Back on his plan, his will opens with what she typed (kept in her browser for his plan),
  // and saves it there.
  await daughter.getByRole('button', { name: 'My plan', exact: true }).click();
  await daughter.getByRole('menuitemradio', { name: /Robert Diaz's plan/ }).click();
  await expect(banner).toContainText("You are helping with Robert Diaz's plan");
  await daughter.goto(will.route);
  const name = daughter.getByRole('textbox', { name: 'Full legal name', exact: true });
  await expect(name).toHaveValue('Robert Diaz');
  await expect(daughter.getByText('Saved', { exact: true })).toBeVisible();
  const his = await page.request.get('/api/wizards/will');
  expect(await his.text(), 'his will').toContain('Robert Diaz');
  await daughterContext.close();
});
