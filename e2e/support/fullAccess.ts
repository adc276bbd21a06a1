import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts';

// A full grant as the product gives one: someone asks with evidence of the passing, an
// administrator (made on the command line) verifies it, and the asker claims it on /access/view.

const runCommand = promisify(execFile);

/** Fails the test with what was asked and its status unless the API said yes. */
export async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const answered = await response;
  expect(answered.ok(), `${what}: ${answered.status()}`).toBe(true);
  return answered;
}

/** A browser context of its own: no cookie of the owner's, the admin's or anyone else's. */
export async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

export interface Requester {
  name: string;
  email: string;
  relationship: string;
}

/** Asks for full access to `ownerEmail`'s plan with evidence; it waits for an administrator. */
export async function askForFullAccess(
  request: APIRequestContext,
  ownerEmail: string,
  requester: Requester,
): Promise<{ requestId: string; claimToken: string }> {
  const asked = await ok(
    request.post('/api/access/requests', {
      data: {
        level: 'full',
        ownerEmail,
        deathCertificate: 'DC-2026-0042',
        medicalValidation: 'MV-7731',
        identityProof: 'ID-99812',
        requester,
      },
    }),
    'POST /api/access/requests',
  );
  expect(asked.status()).toBe(202);
  return (await asked.json()) as { requestId: string; claimToken: string };
}

/** An administrator, promoted on the command line, verifies the evidence of `requestId`. */
export async function verifyAsAdmin(browser: Browser, requestId: string): Promise<void> {
  const admin = await newVisitor(browser);
  const adminEmail = uniqueEmail('admin');
  await createAccount(admin.page.request, adminEmail, 'Ada Admin');
  const promoted = await runCommand('npm', ['run', 'admin', '--', 'promote', adminEmail], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  expect(promoted.stdout).toContain(`${adminEmail} is now an admin.`);
  await ok(
    admin.page.request.post(`/api/admin/access-requests/${requestId}/verify`),
    'verify the request',
  );
  await admin.context.close();
}

/** Where the asker claims their request (the page "Check on it" opens). */
export const claimAddress = (requestId: string, claimToken: string) =>
  `/access/view?request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(claimToken)}`;
