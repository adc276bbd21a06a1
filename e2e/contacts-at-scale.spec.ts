import { expect, test, type Page } from '@playwright/test';
import { contactRoleLabels, contactRoles, type ContactRole } from '@legacy-planner/contracts';
import { signUpThroughForm, uniqueEmail } from './support/accounts';

// Issue 30: a plan of 2,000 contacts (the most the API keeps) costs the page what it shows:
// the server searches, filters, counts and pages; the browser holds a page per role.
const PLAN_SIZE = 2000;
// Requests in flight while seeding, as bench:scale seeds: the server's own pace.
const SEEDING = 8;

/** Adds the plan's contacts through the API, as a person's plan is made; answers the last. */
async function seedContacts(page: Page): Promise<string> {
  let next = 0;
  const add = async () => {
    for (let index = next++; index < PLAN_SIZE; index = next++) {
      const last = index === PLAN_SIZE - 1;
      const response = await page.request.post('/api/contacts', {
        data: {
          firstName: last ? 'Zebulon' : `Person${index}`,
          lastName: last ? 'Quillfeather' : 'Seeded',
          email: `person${index}@example.com`,
          relation: index % 3 === 0 ? 'Cousin' : '',
          role: contactRoles[index % contactRoles.length],
        },
      });
      expect(response.status()).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: SEEDING }, add));
  return 'Zebulon Quillfeather';
}

test('a plan of 2,000 contacts: the role filter counts are the server’s, search finds the last one, and the keyboard reaches contacts below the fold', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughForm(page, uniqueEmail('contacts-scale'));
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  const lastAdded = await seedContacts(page);
  // Added outside the page (which keeps what it read until it changes something itself): the
  // plan is opened afresh, as its owner would come back to it.
  await page.reload();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Contacts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const names = page.locator('section[aria-labelledby^="group-"] h3');
  await expect(names.first()).toBeVisible();
  // A page of each role, not the plan.
  expect(await names.count()).toBeLessThanOrEqual(20 * contactRoles.length);

  // Every count the page shows is the server's.
  const counts = (await (await page.request.get('/api/contacts/counts')).json()) as {
    total: number;
    byRole: Record<ContactRole, number>;
  };
  expect(counts.total).toBe(PLAN_SIZE);
  const roleFilter = page.getByRole('combobox', { name: 'Role' });
  const options = await roleFilter.locator('option').allTextContents();
  expect(options[0]).toBe(`All roles (${counts.total.toLocaleString('en-US')})`);
  for (const role of contactRoles) {
    expect(options).toContain(`${contactRoleLabels[role]} (${counts.byRole[role]})`);
    await expect(page.getByTestId(`role-${role}`)).toContainText(
      `${contactRoleLabels[role]}: ${counts.byRole[role]}`,
    );
  }
  await roleFilter.selectOption('friend');
  await expect(page.locator('section[aria-labelledby^="group-"]')).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: `Friend (${counts.byRole.friend})` }),
  ).toBeVisible();
  await roleFilter.selectOption('all');

  // The keyboard goes from the first executor through the page, and on into the next page.
  const executors = page.getByRole('region', { name: /^Executor / });
  await executors
    .getByRole('button', { name: /^Edit / })
    .first()
    .focus();
  const fold = page.viewportSize()!.height;
  for (let presses = 0; presses < 40; presses += 1) await page.keyboard.press('Tab');
  const focusedTop = await page.evaluate(
    () => document.activeElement!.getBoundingClientRect().top + window.scrollY,
  );
  expect(focusedTop).toBeGreaterThan(fold);
  await executors.getByRole('button', { name: /^Show more/ }).focus();
  await page.keyboard.press('Enter');
  await expect(executors.locator('h3')).toHaveCount(40);
  await expect(executors.locator('h3').nth(20)).toBeFocused();

  // The search runs on the server: the last contact added is found among 2,000.
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('quillfeather');
  await expect(names).toHaveCount(1);
  await expect(names).toHaveText(lastAdded);
  const found = (await (await page.request.get('/api/contacts/counts?q=quillfeather')).json()) as {
    total: number;
  };
  expect(found.total).toBe(1);
  await expect(roleFilter.locator('option').first()).toHaveText('All roles (1)');
});
