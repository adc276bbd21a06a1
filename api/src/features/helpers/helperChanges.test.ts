import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HELPER_DIGEST_DAYS } from '@legacy-planner/contracts';
import { helperRecord } from '../../testing/helperRecords';
import { movableClock } from '../../testing/movableClock';
import type { TestAppData } from '../../testing/testApp';
import {
  TEST_PASSWORD,
  createTestAppWithMail,
  testAppWithMailPerFile,
  type Agent,
  type TestAppWithMail,
} from '../../testing/testAppWithMail';
import type { HelperRecord } from '../../storage/port';
import {
  HELPERS_DIGEST,
  helperChangeEvents,
  recordHelperChange,
  toHelperChange,
} from './helperChanges';

// A helper's write, as the planner, file and wizard routes record it: the owner's log names the
// helper, and the owner's weekly digest of helpers' changes is mailed (through a real SMTP
// server on 127.0.0.1) when it is due, only when there were changes. The clock is moved.

jest.setTimeout(60_000);

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00.000Z');
const testApp = testAppWithMailPerFile(() => START);
const { clock } = testApp;

/** An owner and an active helper of theirs, made straight in the store. */
async function ownerWithHelper(helperName = 'Maria Diaz') {
  const owner = await testApp.signedIn('Fred Diaz');
  const helper = await testApp.signedIn(helperName);
  const record = await helperRecord(testApp.store, owner.user, helper.user, { at: clock() });
  return { owner, helper, record };
}

const change = (
  record: HelperRecord,
  detail: string,
  kind: 'created' | 'updated' | 'deleted' = 'created',
) =>
  testApp.store.unitOfWork((tx) =>
    recordHelperChange(
      tx,
      { clock },
      {
        ownerId: record.ownerId,
        helper: record,
        kind,
        detail,
        subject: { type: 'contacts', id: 'c1' },
      },
    ),
  );

const changesOf = (ownerId: string, helperUserId: string) =>
  helperChangeEvents(testApp.store.events, ownerId, { helperUserId });

async function mailsTo(address: string) {
  await testApp.mail!.flush();
  return testApp.smtp.to(address);
}

describe('recordHelperChange', () => {
  it('writes the change to the owner’s log with the helper as its actor, at the clock’s time', async () => {
    const { owner, helper, record } = await ownerWithHelper();
    await change(record, 'Maria Diaz added the contact Dr Lee');

    const [entry] = (await owner.agent.get('/api/privacy/log').expect(200)).body;
    expect(entry).toMatchObject({
      action: 'helper.changed',
      actor: { kind: 'helper', name: 'Maria Diaz', email: helper.email },
      detail: 'Maria Diaz added the contact Dr Lee',
      at: clock().toISOString(),
    });
    expect((await changesOf(owner.user.id, helper.user.id)).map(toHelperChange)).toEqual([
      { at: clock().toISOString(), kind: 'created', detail: 'Maria Diaz added the contact Dr Lee' },
    ]);
  });

  it('takes the helper as the log’s actor too', async () => {
    const { owner, helper } = await ownerWithHelper();
    await testApp.store.unitOfWork((tx) =>
      recordHelperChange(
        tx,
        { clock },
        {
          ownerId: owner.user.id,
          helper: { kind: 'helper', userId: helper.user.id, name: 'Maria D', email: helper.email },
          kind: 'deleted',
          detail: 'Maria D deleted the wish Song',
          subject: { type: 'wishes', id: 'w1' },
        },
      ),
    );
    expect((await changesOf(owner.user.id, helper.user.id)).map(toHelperChange)).toEqual([
      { at: clock().toISOString(), kind: 'deleted', detail: 'Maria D deleted the wish Song' },
    ]);
  });

  it('schedules one digest per owner, due a week after the first change', async () => {
    const { owner, record } = await ownerWithHelper();
    const first = clock();
    await change(record, 'Maria Diaz added the contact Dr Lee');
    clock.set(first.getTime() + 2 * DAY);
    await change(record, 'Maria Diaz changed the contact Dr Lee', 'updated');

    const waiting = await testApp.store.jobs.listForOwner(owner.user.id, 'waiting');
    expect(waiting.filter((job) => job.kind === HELPERS_DIGEST)).toEqual([
      expect.objectContaining({
        dueAt: new Date(first.getTime() + HELPER_DIGEST_DAYS * DAY).toISOString(),
      }),
    ]);
  });
});

describe('the weekly digest of helpers’ changes', () => {
  it('mails the owner each helper’s changes when due, once, and nothing in a week without changes', async () => {
    const { owner, record: maria } = await ownerWithHelper('Maria Diaz');
    const tomUser = await testApp.signedIn('Tom Diaz');
    const tom = await helperRecord(testApp.store, owner.user, tomUser.user, { at: clock() });
    const start = clock();
    await change(maria, 'Maria Diaz added the contact Dr Lee');
    clock.set(start.getTime() + DAY);
    await change(tom, 'Tom Diaz added the wish Song');
    clock.set(start.getTime() + 2 * DAY);
    await change(maria, 'Maria Diaz deleted the document Old will', 'deleted');

    clock.set(start.getTime() + HELPER_DIGEST_DAYS * DAY - 60_000);
    await testApp.jobs.runDue();
    expect(await mailsTo(owner.email)).toEqual([]);

    clock.set(start.getTime() + HELPER_DIGEST_DAYS * DAY);
    await testApp.jobs.runDue();
    const [digest, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your helpers’ changes to your plan this week');
    const text = digest!.text;
    const maryAt = text.indexOf('Maria Diaz (');
    const tomAt = text.indexOf('Tom Diaz (');
    expect(maryAt).toBeGreaterThanOrEqual(0);
    expect(tomAt).toBeGreaterThan(maryAt);
    expect(text.slice(maryAt, tomAt)).toContain('2 changes');
    expect(text.slice(maryAt, tomAt)).toContain('Maria Diaz added the contact Dr Lee');
    expect(text.slice(maryAt, tomAt)).toContain('Maria Diaz deleted the document Old will');
    expect(text.slice(tomAt)).toContain('1 change:');
    expect(text.slice(tomAt)).toContain('Tom Diaz added the wish Song');
    expect(text).toContain(`${testApp.config.publicUrl}/app?tab=privacy`);

    // A week without changes: no digest.
    clock.set(start.getTime() + 2 * HELPER_DIGEST_DAYS * DAY);
    await testApp.jobs.runDue();
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // The next change waits for a digest of its own, which tells of it alone.
    clock.set(start.getTime() + 15 * DAY);
    await change(tom, 'Tom Diaz changed the wish Song', 'updated');
    clock.set(start.getTime() + (15 + HELPER_DIGEST_DAYS) * DAY);
    await testApp.jobs.runDue();
    const second = (await mailsTo(owner.email))[1]!;
    expect(second.text).toContain('Tom Diaz changed the wish Song');
    expect(second.text).not.toContain('Maria Diaz');
    expect(second.text).not.toContain('added the wish');
  });
});

// The digest is a durable job in the store: these tests build apps of their own on one SQLite
// file on disk, as a restarted server or a second API process would open it.
describe('the digest of helpers’ changes, durable across restarts and API processes', () => {
  const dueAt = new Date(START.getTime() + HELPER_DIGEST_DAYS * DAY);
  let data: TestAppData;
  const apps: TestAppWithMail[] = [];

  beforeEach(() => {
    data = { dataDir: mkdtempSync(path.join(tmpdir(), 'lp-digest-')), dataKey: randomBytes(32) };
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    rmSync(data.dataDir, { recursive: true, force: true });
  });

  async function appOnTheFile(time: () => Date) {
    const app = await createTestAppWithMail(time, {}, data);
    apps.push(app);
    return app;
  }

  /** Maria, signed in on `app`, works on Fred's plan as his editor. */
  async function fredAndMaria(app: TestAppWithMail) {
    const fred = await app.signedIn('Fred Diaz');
    const maria = await app.signedIn('Maria Diaz');
    const helper = await helperRecord(app.store, fred.user, maria.user, { at: START });
    await maria.agent.put('/api/helping/active').send({ helperId: helper.id }).expect(200);
    return { fred, maria, helper };
  }

  const addContact = (agent: Agent, firstName: string) =>
    agent.post('/api/contacts').send({ firstName, lastName: 'Lee' }).expect(201);

  const digestJobs = async (app: TestAppWithMail, ownerId: string) =>
    [
      ...(await app.store.jobs.listForOwner(ownerId, 'waiting')),
      ...(await app.store.jobs.listForOwner(ownerId, 'done')),
    ].filter((job) => job.kind === HELPERS_DIGEST);

  it('runs after a restart: a second app on the same file mails the digest once it is due', async () => {
    const time = movableClock(START);
    const before = await appOnTheFile(time);
    const { fred, maria } = await fredAndMaria(before);
    await addContact(maria.agent, 'Dana');
    await before.close();
    apps.splice(apps.indexOf(before), 1);

    const after = await appOnTheFile(time);
    time.set(dueAt.getTime() - 1);
    await expect(after.jobs.runDue()).resolves.toBe(0);
    time.set(dueAt);
    await expect(after.jobs.runDue()).resolves.toBe(1);
    await after.mail!.flush();
    const mails = after.smtp.to(fred.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your helpers’ changes to your plan this week',
    ]);
    expect(mails[0]!.text).toContain('Maria Diaz added the contact Dana Lee');
    expect(await digestJobs(after, fred.user.id)).toEqual([
      expect.objectContaining({ state: 'done', attempts: 1 }),
    ]);
  });

  it('runs once with two API processes on one file: one job, one run, one mail', async () => {
    const time = movableClock(START);
    const one = await appOnTheFile(time);
    const two = await appOnTheFile(time);
    const { fred, maria, helper } = await fredAndMaria(one);
    const mariaOnTwo = two.visitor();
    await mariaOnTwo.post('/api/auth/login').send({ email: maria.email, password: TEST_PASSWORD });
    await mariaOnTwo.put('/api/helping/active').send({ helperId: helper.id }).expect(200);
    await addContact(maria.agent, 'Dana');
    time.advance(DAY);
    await addContact(mariaOnTwo, 'Eli');
    expect(await digestJobs(two, fred.user.id)).toHaveLength(1);

    time.set(dueAt);
    const runs = await Promise.all([one.jobs.runDue(), two.jobs.runDue()]);
    expect(runs.reduce((sum, completed) => sum + completed, 0)).toBe(1);
    // Both processes send the outbox at once, as each one's kick or upkeep may.
    await Promise.all([one.mail!.flush(), two.mail!.flush()]);
    await Promise.all([one.jobs.runDue(), two.jobs.runDue(), one.mail!.flush(), two.mail!.flush()]);

    const mails = [...one.smtp.to(fred.email), ...two.smtp.to(fred.email)];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Maria Diaz added the contact Dana Lee');
    expect(mails[0]!.text).toContain('Maria Diaz added the contact Eli Lee');
    expect(await digestJobs(one, fred.user.id)).toEqual([
      expect.objectContaining({ state: 'done', attempts: 1 }),
    ]);
  });
});
