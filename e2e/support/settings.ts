// Settings shared by the Playwright configuration (which starts the servers) and the specs.
export const e2ePort = Number(process.env.E2E_PORT ?? 18080);
/** The local OpenID Connect provider that stands in for Google. */
export const oauthPort = e2ePort + 10;
export const e2eAdminEmail = 'admin-e2e@example.com';
export const e2eGoogleUser = { email: 'grace-e2e@example.com', name: 'Grace Hopper' };
