import {
  DEMO_ACCOUNT,
  PLAN_REVIEW_REMINDER_SUBJECT,
  planReviewPrompt,
  type PlanReview,
} from '@legacy-planner/contracts';
import {
  createTestAppWithMail,
  type Agent,
  type TestAppWithMail,
} from '../../testing/testAppWithMail';
import { helpWith } from '../../testing/helperRecords';
import { smtpCapture } from '../../testing/smtpCapture';
import { openSqliteStore } from '../../storage/sqlite/sqliteStore';
import { mailDelivery } from '../../mail/mailDelivery';
import { jobWorker } from '../../jobs/jobWorker';
import { jobHandlers } from '../../jobs/jobHandlers';
import { seedDemoAccount } from '../auth/demoAccount';
import { PLAN_REVIEW_REMINDER } from './planReview';

// Plans stay current (issue 29): the owner marks the plan reviewed, is mailed once a year after
// (through a real SMTP server on 127.0.0.1), and is asked to review after moving or adding a
// child. The clock is moved; sign-ups run scrypt at its production cost.

jest.setTimeout(60_000);

const DAY = 86_400_000;
let now = new Date('2026-03-02T09:00:00.000Z');
const clock = () => now;
let testApp: TestAppWithMail;

beforeAll(async () => {
  testApp = await createTestAppWithMail(clock);
});
afterAll(() => testApp.close());
beforeEach(() => {
  now = new Date('2026-03-02T09:00:00.000Z');
});

let signUps = 0;
/** An account made through the sign-up route, which schedules its first reminder. */
async function signUp(name = 'Ann Lee') {
  const agent = testApp.visitor();
  const email = `${name.split(' ')[0]!.toLowerCase()}-signup-${++signUps}@example.com`;
  await agent.post('/api/auth/signup').send({ name, email, password: 'secret-123' }).expect(201);
  return { agent, email, user: (await testApp.store.users.findByEmail(email))! };
}

const reviewOf = async (agent: Agent): Promise<PlanReview> =>
  (await agent.get('/api/plan/review').expect(200)).body as PlanReview;
const prompts = async (agent: Agent) => (await reviewOf(agent)).reasons.map(planReviewPrompt);

const reminders = async (ownerId: string) =>
  (await testApp.store.jobs.listForOwner(ownerId, 'waiting'))
    .filter((job) => job.kind === PLAN_REVIEW_REMINDER)
    .map((job) => job.dueAt);

async function remindersMailedTo(email: string) {
  await testApp.mail!.flush();
  return testApp.smtp.to(email).filter((mail) => mail.subject === PLAN_REVIEW_REMINDER_SUBJECT);
}

describe('marking the plan reviewed', () => {
  it('is "not reviewed" until the owner says, then the clock’s time of the latest review', async () => {
    const { agent } = await testApp.signedIn('Ann Lee');
    expect(await reviewOf(agent)).toEqual({ lastReviewedAt: null, reasons: [] });

    const marked = await agent.put('/api/plan/review').expect(200);
    expect(marked.body).toEqual({ lastReviewedAt: '2026-03-02T09:00:00.000Z', reasons: [] });
    now = new Date('2026-04-10T12:00:00.000Z');
    await agent.put('/api/plan/review').expect(200);
    expect(await reviewOf(agent)).toEqual({
      lastReviewedAt: '2026-04-10T12:00:00.000Z',
      reasons: [],
    });
  });

  it("is the owner's statement: a helper reads it, and even an editor may not mark it (403 owner_only)", async () => {
    const owner = await testApp.signedIn('Robert Roe');
    const editor = await testApp.signedIn('Maria Roe');
    await helpWith(testApp.store, owner.user, editor, { at: now });
    await owner.agent.put('/api/plan/review').expect(200);

    now = new Date('2026-05-01T09:00:00.000Z');
    const refused = await editor.agent.put('/api/plan/review').expect(403);
    expect(refused.body.error).toBe('owner_only');
    // The helper reads the owner's review, not their own account's.
    expect(await reviewOf(editor.agent)).toEqual({
      lastReviewedAt: '2026-03-02T09:00:00.000Z',
      reasons: [],
    });
    expect((await testApp.store.users.findById(editor.user.id))!.planReviewedAt).toBeNull();
  });

  it('refuses the read-only demo account (403) and anyone signed out (401)', async () => {
    await seedDemoAccount(testApp.store);
    const demo = testApp.visitor();
    await demo
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
      .expect(200);
    expect((await demo.put('/api/plan/review').expect(403)).body.error).toBe('demo_read_only');
    expect(await reviewOf(demo)).toEqual({ lastReviewedAt: null, reasons: [] });

    const anonymous = testApp.visitor();
    await anonymous.put('/api/plan/review').expect(401);
    await anonymous.get('/api/plan/review').expect(401);
  });
});

describe('the yearly reminder', () => {
  it('is due a year after sign-up, mails the owner once with the dashboard, and schedules the next', async () => {
    const { email, user } = await signUp('Carla Diaz');
    expect(await reminders(user.id)).toEqual(['2027-03-02T09:00:00.000Z']);

    now = new Date('2027-03-01T09:00:00.000Z');
    await testApp.jobs.runDue();
    expect(await remindersMailedTo(email)).toEqual([]);

    now = new Date('2027-03-02T09:00:00.000Z');
    await testApp.jobs.runDue();
    await testApp.jobs.runDue();
    const mailed = await remindersMailedTo(email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain('It has been a year since you reviewed your plan.');
    expect(mailed[0]!.text).toContain('You have not marked your plan reviewed yet.');
    expect(mailed[0]!.text).toContain(`${testApp.config.publicUrl}/app`);
    expect(await reminders(user.id)).toEqual(['2028-03-02T09:00:00.000Z']);

    now = new Date(Date.parse('2028-03-02T09:00:00.000Z') + DAY);
    await testApp.jobs.runDue();
    expect(await remindersMailedTo(email)).toHaveLength(2);
  });

  it('moves to a year after each review: one waiting reminder, and no mail a year after sign-up', async () => {
    const { agent, email, user } = await signUp('Dora Diaz');
    now = new Date('2026-06-15T10:00:00.000Z');
    await agent.put('/api/plan/review').expect(200);
    expect(await reminders(user.id)).toEqual(['2027-06-15T10:00:00.000Z']);

    now = new Date('2027-03-03T09:00:00.000Z');
    await testApp.jobs.runDue();
    expect(await remindersMailedTo(email)).toEqual([]);

    now = new Date('2027-06-15T10:00:00.000Z');
    await testApp.jobs.runDue();
    const mailed = await remindersMailedTo(email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text).toContain('You last reviewed your plan on 15 June 2026.');
  });

  it('is kept in the store: another process started on the same data mails it', async () => {
    const { email, user } = await signUp('Emil Diaz');
    // A second API process on the same data directory, as after a restart: its own store,
    // worker and mail delivery, and an SMTP server of its own.
    const smtp = await smtpCapture();
    const store = openSqliteStore(testApp.dataDir);
    const mail = mailDelivery(store, { smtpUrl: smtp.url, from: testApp.config.mailFrom });
    const worker = jobWorker({
      store,
      sealer: testApp.sealer,
      config: testApp.config,
      clock: () => new Date('2027-03-02T09:00:00.000Z'),
      mail,
      handlers: jobHandlers(),
      log: () => {},
    });
    try {
      await worker.runDue();
      await mail.flush();
      expect(
        smtp.to(email).filter((sent) => sent.subject === PLAN_REVIEW_REMINDER_SUBJECT),
      ).toHaveLength(1);
      expect(await reminders(user.id)).toEqual(['2028-03-02T09:00:00.000Z']);
    } finally {
      await worker.stop();
      mail.close();
      await store.close();
      await smtp.close();
    }
  });
});

describe('prompts to review after a change in the owner’s life', () => {
  it('a move from one signing place to another asks for a review until the owner marks it; the first choice does not', async () => {
    const { agent } = await testApp.signedIn('Fay Lee');
    await agent.put('/api/account/signing-place').send({ signingPlace: 'TX' }).expect(200);
    expect(await prompts(agent)).toEqual([]);

    now = new Date('2026-03-03T09:00:00.000Z');
    await agent.put('/api/account/signing-place').send({ signingPlace: 'CA' }).expect(200);
    await agent.put('/api/account/signing-place').send({ signingPlace: 'CA' }).expect(200);
    expect(await prompts(agent)).toEqual([
      'Your plan may need a review: you changed where you sign to California on 3 March 2026',
    ]);

    await agent.put('/api/plan/review').expect(200);
    expect(await reviewOf(agent)).toEqual({
      lastReviewedAt: '2026-03-03T09:00:00.000Z',
      reasons: [],
    });
  });

  it('a child added to the contacts asks for a review, by the owner or a helper; other relations do not', async () => {
    const owner = await testApp.signedIn('Gus Lee');
    const editor = await testApp.signedIn('Hana Lee');
    await helpWith(testApp.store, owner.user, editor, { at: now });
    const contact = (firstName: string, relation: string) => ({
      firstName,
      lastName: 'Lee',
      relation,
      role: 'family',
    });

    await owner.agent.post('/api/contacts').send(contact('Ivy', 'Daughter')).expect(201);
    await owner.agent.post('/api/contacts').send(contact('Jon', 'Son-in-law')).expect(201);
    await owner.agent.post('/api/contacts').send(contact('Kim', 'Sister')).expect(201);
    now = new Date('2026-03-05T09:00:00.000Z');
    await editor.agent.post('/api/contacts').send(contact('Leo', 'step son')).expect(201);

    const expected = [
      'Your plan may need a review: you added Ivy Lee (Daughter) to your contacts on 2 March 2026',
      'Your plan may need a review: Hana Lee added Leo Lee (step son) to your contacts on 5 March 2026',
    ];
    expect(await prompts(owner.agent)).toEqual(expected);
    expect(await prompts(editor.agent)).toEqual(expected);

    await owner.agent.put('/api/plan/review').expect(200);
    expect(await prompts(owner.agent)).toEqual([]);
    expect(await prompts(editor.agent)).toEqual([]);
  });

  it("a contact changed into the owner's child asks for a review; a child's other changes do not", async () => {
    const owner = await testApp.signedIn('Nia Lee');
    const editor = await testApp.signedIn('Oli Lee');
    await helpWith(testApp.store, owner.user, editor, { at: now });
    const added = async (firstName: string, relation: string) =>
      (
        await owner.agent
          .post('/api/contacts')
          .send({ firstName, lastName: 'Lee', relation, role: 'family' })
          .expect(201)
      ).body as { id: string };
    const pia = await added('Pia', 'Friend');
    const rex = await added('Rex', 'Son');
    await owner.agent.put('/api/plan/review').expect(200);

    now = new Date('2026-03-06T09:00:00.000Z');
    await editor.agent.put(`/api/contacts/${pia.id}`).send({ relation: 'Daughter' }).expect(200);
    await owner.agent.put(`/api/contacts/${pia.id}`).send({ relation: 'My daughter' }).expect(200);
    await owner.agent.put(`/api/contacts/${rex.id}`).send({ phone: '555-0199' }).expect(200);
    await owner.agent.put(`/api/contacts/${rex.id}`).send({ relation: 'Stepson' }).expect(200);

    expect(await prompts(owner.agent)).toEqual([
      'Your plan may need a review: Oli Lee changed the relationship of Pia Lee (Daughter) in your contacts on 6 March 2026',
    ]);
  });

  it('a change of marital status asks for a review; the first answer and the same answer do not', async () => {
    const { agent } = await testApp.signedIn('Quin Lee');
    const married = await agent
      .put('/api/account/marital-status')
      .send({ maritalStatus: 'married' })
      .expect(200);
    expect(married.body).toMatchObject({ name: 'Quin Lee', maritalStatus: 'married' });
    expect((await agent.get('/api/auth/user').expect(200)).body.maritalStatus).toBe('married');
    expect(await prompts(agent)).toEqual([]);

    now = new Date('2026-03-07T09:00:00.000Z');
    await agent.put('/api/account/marital-status').send({ maritalStatus: 'widowed' }).expect(200);
    await agent.put('/api/account/marital-status').send({ maritalStatus: 'widowed' }).expect(200);
    expect(await prompts(agent)).toEqual([
      'Your plan may need a review: you changed your marital status to widowed on 7 March 2026',
    ]);
  });

  it('keeps marital status the owner’s own: bad input, helpers and the demo account are refused', async () => {
    const owner = await testApp.signedIn('Rae Lee');
    const editor = await testApp.signedIn('Sol Lee');
    await helpWith(testApp.store, owner.user, editor, { at: now });
    for (const body of [{}, { maritalStatus: 'engaged' }, { maritalStatus: 'single', x: 1 }]) {
      const refused = await owner.agent.put('/api/account/marital-status').send(body).expect(400);
      expect(refused.body).toHaveProperty('error');
    }
    const helper = await editor.agent
      .put('/api/account/marital-status')
      .send({ maritalStatus: 'divorced' })
      .expect(403);
    expect(helper.body.error).toBe('owner_only');
    expect((await testApp.store.users.findById(owner.user.id))!.maritalStatus).toBeNull();
    expect((await testApp.store.users.findById(editor.user.id))!.maritalStatus).toBeNull();

    await seedDemoAccount(testApp.store);
    const demo = testApp.visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    await demo.put('/api/account/marital-status').send({ maritalStatus: 'single' }).expect(403);
  });
});
