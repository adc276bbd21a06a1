// Settings shared by the Playwright configuration (which starts the servers) and the specs.
export const e2ePort = Number(process.env.E2E_PORT ?? 18080);
/** The local OpenID Connect provider that stands in for Google. */
export const oauthPort = e2ePort + 10;
export const e2eAdminEmail = 'admin-e2e@example.com';
/**
 * The person the local provider signs in as. Listed in ADMIN_EMAILS: the admin role goes only
 * to an email a provider has proven.
 */
export const e2eGoogleUser = { email: e2eAdminEmail, name: 'Grace Hopper' };
/** The local SMTP server that keeps the mail the app sends, and its HTTP view of it. */
export const smtpPort = e2ePort + 11;
export const mailboxPort = e2ePort + 12;
/**
 * The local stand-in for Airtable (api/src/testing/fakeAirtable.ts), started by the admin spec
 * on this port; the server is configured with it from the start.
 */
export const airtablePort = e2ePort + 20;
export const e2eAirtable = { apiKey: 'key-e2e-airtable', baseId: 'appE2eLegacyPlan' };
/** The built API that e2e/server-start.spec.ts starts on its own, beside the one under test. */
export const serverStartPort = e2ePort + 21;
