import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { airtableTables } from '@legacy-planner/contracts';
import { fakeAirtable } from '../api/src/testing/fakeAirtable';
import { createAccount, uniqueEmail, verifyEmail } from './support/accounts';
import { airtablePort, e2eAirtable } from './support/settings';

// Issue 13, end to end: the first admin of an installation is made on the command line; they
// open /admin, see Airtable connected, test the connection, create test data and sync against
// a local stand-in for Airtable. Only the person who shares their plan with the administrators
// reaches the base. Someone who is not an admin gets 403 from every admin route.

const runCommand = promisify(execFile);

// The stand-in listens on the port the server was configured with: one test, one worker.
test.describe('with Airtable', () => {
  let airtable: Awaited<ReturnType<typeof fakeAirtable>>;
  const people: APIRequestContext[] = [];

  test.beforeAll(async () => {
    airtable = await fakeAirtable({ ...e2eAirtable, tables: airtableTables, port: airtablePort });
  });
  test.afterAll(async () => {
    await Promise.all(people.map((person) => person.dispose()));
    await airtable.close();
  });

  /** A new person with their own cookie jar and one document. */
  async function personWithDocument(baseURL: string, documentTitle: string) {
    const person = await playwrightRequest.newContext({ baseURL });
    people.push(person);
    const email = uniqueEmail('admin-spec');
    await createAccount(person, email);
    const document = await person.post('/api/documents', {
      data: { title: documentTitle, category: 'legal' },
    });
    expect(document.status()).toBe(201);
    return { person, email };
  }

  test('an admin made with `npm run admin -- promote` tests Airtable, creates test data and syncs only consenting plans', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const sharing = await personWithDocument(baseURL!, 'Will shared with the admins');
    // Only a verified email may share the plan.
    await verifyEmail(sharing.person, sharing.email);
    const preferences = await sharing.person.put('/api/account/preferences', {
      data: { shareWithAdmins: true },
    });
    expect(preferences.ok()).toBe(true);
    await personWithDocument(baseURL!, 'Will kept private');

    const adminEmail = uniqueEmail('first-admin');
    await createAccount(page.request, adminEmail, 'Ada Admin');
    const promoted = await runCommand('npm', ['run', 'admin', '--', 'promote', adminEmail], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
    expect(promoted.stdout).toContain(`${adminEmail} is now an admin.`);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByLabel('Test Connection result')).toHaveText(/^✓ \{/);

    await page.getByRole('button', { name: 'Create Test Data' }).click();
    await expect(page.getByLabel('Create Test Data result')).toHaveText(/^✓ /);
    for (const table of airtableTables) expect(airtable.records(table).length).toBe(1);

    await page.getByRole('button', { name: 'Sync Now' }).click();
    await expect(page.getByText(/^Sync finished for \d+ users?: /)).toBeVisible();
    const syncedTitles = airtable.records('Documents').map((record) => record.fields.title);
    expect(syncedTitles).toContain('Will shared with the admins');
    expect(syncedTitles).not.toContain('Will kept private');
  });
});

test('someone who is not an admin gets 403 from every admin route', async ({ request }) => {
  await createAccount(request, uniqueEmail('not-admin'));
  const openapi = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const adminCalls = Object.entries(openapi.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, 'some-id'),
      })),
    );
  expect(adminCalls.length).toBeGreaterThanOrEqual(9);
  for (const { method, path } of adminCalls) {
    const response = await request.fetch(path, { method, data: {} });
    expect(response.status(), `${method} ${path}`).toBe(403);
  }
});
