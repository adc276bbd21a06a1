import request from 'supertest';
import { createTestApp } from '../../testing/testApp';
import { hashPassword } from '../auth/passwords';

// Without SMTP_URL no email can be sent (issue 24, point 14): the routes that would send one
// say so instead of claiming a link is on its way, and the account page is told mail is off.

jest.setTimeout(30_000);

const PASSWORD = 'password-1';
let testApp: ReturnType<typeof createTestApp>;

beforeAll(() => {
  testApp = createTestApp({ smtpUrl: undefined });
});
afterAll(() => testApp.close());

async function signedIn() {
  const email = 'ann@example.com';
  await testApp.store.users.create({
    name: 'Ann',
    email,
    passwordHash: await hashPassword(PASSWORD),
    role: 'user',
  });
  const agent = request.agent(testApp.app.callback());
  await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  return { agent, email };
}

describe('a server without mail', () => {
  it('says no email can be sent, and what to do instead, where a link would be mailed', async () => {
    const { agent, email } = await signedIn();
    expect((await agent.get('/api/account/security').expect(200)).body).toMatchObject({
      emailVerified: false,
      emailEnabled: false,
    });

    for (const email_ of [email, 'nobody@example.com']) {
      const forgot = await request(testApp.app.callback())
        .post('/api/auth/password/forgot')
        .send({ email: email_ });
      expect(forgot.status).toBe(503);
      expect(forgot.body).toEqual({
        error: 'mail_not_configured',
        message: expect.stringMatching(/email is not set up on this server.*administrator/i),
      });
    }
    const resend = await agent.post('/api/account/email/verification');
    expect([resend.status, resend.body.error]).toEqual([503, 'mail_not_configured']);
    const move = await agent
      .post('/api/account/email')
      .send({ email: 'ann-new@example.com', password: PASSWORD });
    expect([move.status, move.body.error]).toEqual([503, 'mail_not_configured']);
  });
});
