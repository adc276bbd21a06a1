import { expect, test, type Page } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './support/accounts';
import { useDemoMode } from './support/demo';

async function newUserOnDashboard(page: Page) {
  await signUpThroughForm(page, uniqueEmail('journey'));
  await page.getByRole('dialog').getByRole('button', { name: 'Skip Tour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeVisible();
}

const overallProgress = (page: Page) =>
  page.getByRole('progressbar', { name: 'Legacy plan progress' });

test('a new user adds a contact and a wish through the journey and sees them on the dashboard', async ({
  page,
}) => {
  await newUserOnDashboard(page);
  await expect(overallProgress(page)).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
  const journey = page.getByRole('dialog');
  await expect(journey.getByText('Step 1 of 4')).toBeVisible();
  await expect(journey.getByRole('button', { name: 'Back' })).toBeDisabled();
  await journey.getByLabel('For myself').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByLabel('Personal wishes').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Step 3 of 4')).toBeVisible();

  await journey.getByLabel('Name').fill('Sarah Johnson');
  await journey.getByLabel('Relationship').fill('Daughter');
  await journey.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('Contact saved')).toBeVisible();

  await journey.getByRole('tab', { name: 'Add a wish' }).click();
  await journey.getByLabel('Preference').fill('Play Clair de lune at the service');
  await journey.getByRole('button', { name: 'Save wish' }).click();
  await expect(page.getByText('Wish saved')).toBeVisible();

  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByRole('button', { name: 'Complete Journey' }).click();
  await expect(page.getByText('Journey complete!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // wishes 1/20 = 5, contacts 1/5 = 20, documents 0 -> mean 8
  await expect(overallProgress(page)).toHaveAttribute('aria-valuenow', '8');
  await expect(page.getByRole('list', { name: 'Key Wishes' })).toContainText(
    'Play Clair de lune at the service',
  );
  await page.getByRole('tab', { name: 'Recent' }).click();
  const recent = page.getByRole('list', { name: 'Recent activity' });
  await expect(recent).toContainText('Added wish: Play Clair de lune at the service');
  await expect(recent).toContainText('Added contact: Sarah Johnson');

  await page.reload();
  await expect(overallProgress(page)).toHaveAttribute('aria-valuenow', '8');
});

test("the journey's validation messages, and reopening continues where the user left off", async ({
  page,
}) => {
  await newUserOnDashboard(page);
  await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
  const journey = page.getByRole('dialog');

  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Selection required')).toBeVisible();
  await expect(page.getByText("Please choose who you're planning for.")).toBeVisible();

  await journey.getByLabel('For a loved one').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Step 2 of 6')).toBeVisible();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Verification method required')).toBeVisible();
  await expect(page.getByText("Please choose how you'd like to verify access.")).toBeVisible();

  await journey.getByLabel('Security questions').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(journey.getByText('Step 3 of 6')).toBeVisible();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Identity verification required')).toBeVisible();
  await expect(page.getByText('Please complete identity verification to continue.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
  await expect(page.getByRole('dialog').getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Identity verification' })).toBeVisible();
});

test('the journey forms need a name and relationship, a preference, a title', async ({ page }) => {
  await newUserOnDashboard(page);
  await page.getByRole('button', { name: 'Start Your Journey' }).last().click();
  const journey = page.getByRole('dialog');
  await journey.getByLabel('For myself').check();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByRole('button', { name: 'Continue' }).click();
  await journey.getByRole('button', { name: 'Save contact' }).click();
  await expect(journey.getByText('Please enter a name')).toBeVisible();
  await expect(journey.getByText('Please enter the relationship')).toBeVisible();
  await journey.getByRole('tab', { name: 'Add a wish' }).click();
  await journey.getByRole('button', { name: 'Save wish' }).click();
  await expect(journey.getByText('Please enter your preference')).toBeVisible();
  await journey.getByRole('tab', { name: 'Add a document' }).click();
  await journey.getByRole('button', { name: 'Save document' }).click();
  await expect(journey.getByText('Please enter a title')).toBeVisible();
});

test('demo mode: the dashboard shows the sample plan at 40%', async ({ page }) => {
  await useDemoMode(page);
  await page.goto('/app');
  await expect(overallProgress(page)).toHaveAttribute('aria-valuenow', '40');
  await expect(page.getByText('40%')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Important Documents' })).toContainText(
    'Last Will & Testament',
  );
  await page.getByRole('tab', { name: 'Priorities' }).click();
  const priorities = { 'Core documents': '40', 'Personal wishes': '60', 'Trusted contacts': '75' };
  for (const [name, value] of Object.entries(priorities)) {
    await expect(page.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', value);
  }
});
