import { currentRoundName } from '../checkIns/ladder';
import type { OwnerMessageStatus } from '@legacy-planner/contracts';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import type { AccessEvent } from '../../storage/port';
import { createTestApp } from '../../testing/testApp';
import { smtpCapture } from '../../testing/smtpCapture';
import { TEST_PASSWORD, visitorsOf, type Agent } from '../../testing/visitors';
import { hashToken } from '../security/emailLinks';
import { scheduleRelease } from './accessJobs';
import { evidenceContext, type SealedEvidence } from './requestLinks';
import { sha256 } from './secrets';

// The waiting period of a full request asks the owner (issue 27), through the real app and
// store, with mail read back from a real SMTP server on 127.0.0.1 and the clock moved by the
// test: a check-in of the owner's rejects it, its end releases the plan without any claim,
// dated messages wait for their day, and an owner who cannot be reached is never released by
// time.

jest.setTimeout(60_000);

type App = ReturnType<typeof createTestApp>;
type Row = ReturnType<typeof blankRow<'legacyMessages'>>;
const DAY = 86_400_000;

let now = new Date();
const clock = () => now;
let users = 0;

let testApp: App;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;

beforeAll(async () => {
  smtp = await smtpCapture();
  testApp = createTestApp({ smtpUrl: smtp.url, trustProxy: true }, {}, undefined, { clock });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
beforeEach(() => {
  now = new Date();
});

const unique = (name: string) => `${name}-${++users}@example.com`;

// Each app has visitors and accounts of its own (its store, its rate limits): the helpers below
// take those of the app they work on, this file's (`visitors`) or one without mail.
type Visitors = ReturnType<typeof visitorsOf>;
const visitors = visitorsOf(() => testApp);
const { visitor, signedIn } = visitors;

/** Signs in once more, as an owner's check-in. */
const signIn = (email: string) =>
  visitor().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);

async function askFull(site: Visitors, ownerEmail: string) {
  const requester = { name: 'Eli Stone', email: unique('eli'), relationship: 'Executor' };
  const asked = await site
    .visitor()
    .post('/api/access/requests')
    .send({
      level: 'full',
      ownerEmail,
      deathCertificate: 'DC-2026-0042',
      medicalValidation: 'MV-7731',
      identityProof: 'ID-99812',
      requester,
    })
    .expect(202);
  const { requestId, claimToken, grantsAt } = asked.body as {
    requestId: string;
    claimToken: string;
    grantsAt: string | null;
  };
  const claim = () =>
    site.visitor().post(`/api/access/requests/${requestId}/claim`).send({ token: claimToken });
  return { requestId, claimToken, grantsAt, requester, claim };
}

const verify = async (site: Visitors, requestId: string) => {
  const admin = await site.signedIn('Ada', { admin: true });
  await admin.agent.post(`/api/admin/access-requests/${requestId}/verify`).expect(200);
};

async function mailTo(address: string) {
  await testApp.mail!.flush();
  return smtp.to(address);
}

const stateOf = async (agent: Agent, requestId: string) => {
  const listed = (await agent.get('/api/privacy/requests').expect(200)).body as {
    id: string;
    state: string;
  }[];
  return listed.find((item) => item.id === requestId)?.state;
};

const logOf = async (agent: Agent) =>
  (await agent.get('/api/privacy/log').expect(200)).body as AccessEvent[];

const message = (id: string, fields: Partial<Row>): Row => ({
  ...blankRow('legacyMessages', id),
  messageType: 'text',
  deliveryTiming: 'upon_passing',
  ...fields,
});

async function saveMessages(agent: Agent, messages: Row[]) {
  const data = emptyWizardData('final-wishes', () => 'row');
  data.legacyMessages = messages;
  await agent.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
}

const dayAfter = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

describe('an owner who cannot be reached (no SMTP_URL)', () => {
  let noMail: App;
  const withoutMail = visitorsOf(() => noMail);
  beforeAll(() => {
    noMail = createTestApp({ trustProxy: true }, {}, undefined, { clock });
  });
  afterAll(() => noMail.close());

  it('gets no time-based grant: a year later it still waits, and only an admin’s verification grants it', async () => {
    const ann = await withoutMail.signedIn('Ann');
    const asked = await askFull(withoutMail, ann.email);
    expect(asked.grantsAt).toBeNull();
    const [notice] = (await ann.agent.get('/api/privacy/notices').expect(200)).body;
    expect(notice.text).toContain('saying you have passed away. If you are well, check in:');
    expect(notice.text).toContain('granted only if an administrator verifies the evidence');
    await expect(noMail.store.jobs.listForOwner(ann.user.id, 'waiting')).resolves.toEqual([]);

    now = new Date(now.getTime() + 365 * DAY);
    await noMail.jobs.runDue();
    expect((await asked.claim().expect(202)).body).toMatchObject({
      status: 'pending',
      grantsAt: null,
    });
    expect(await stateOf(ann.agent, asked.requestId)).toBe('pending');

    await verify(withoutMail, asked.requestId);
    expect((await asked.claim().expect(201)).body.grant.level).toBe('full');
  });

  it('gets no time-based grant from a trusted contact’s report either', async () => {
    const ann = await withoutMail.signedIn('Ann');
    const di = await ann.agent
      .post('/api/contacts')
      .send({ firstName: 'Di', lastName: 'Lee', email: unique('di'), relation: 'Sister' })
      .expect(201);
    // Asked while the server still sent mail, in the round of a missed monthly check-in that
    // is still open; answered after the mail stopped.
    await noMail.store.checkIns.putSettings(
      ann.user.id,
      {
        rhythm: 'monthly',
        pausedUntil: null,
        contactIds: [di.body.id],
        rhythmSince: new Date(now.getTime() - 40 * DAY).toISOString(),
      },
      now.toISOString(),
    );
    const round = await currentRoundName(noMail.store, ann.user.id, now);
    expect(round).toMatch(/^missed:/);
    const token = 'a-question-asked-before-email-was-turned-off';
    await noMail.store.contactAsks.create({
      ownerId: ann.user.id,
      round: round!,
      contactId: di.body.id,
      contactName: 'Di Lee',
      contactEmail: di.body.email,
      contactRelationship: 'Sister',
      tokenHash: hashToken(token),
      askedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * DAY).toISOString(),
    });
    const answered = await withoutMail
      .visitor()
      .post('/api/check-ins/answers')
      .send({ token, answer: 'passed_away' })
      .expect(200);
    expect(answered.body.request).toEqual({
      requestId: expect.any(String),
      claimToken: expect.any(String),
      grantsAt: null,
    });
    await expect(noMail.store.jobs.listForOwner(ann.user.id, 'waiting')).resolves.toEqual([]);
    now = new Date(now.getTime() + 365 * DAY);
    await noMail.jobs.runDue();
    expect(await stateOf(ann.agent, answered.body.request.requestId)).toBe('pending');
  });

  it('releases nothing when the end of a waiting period set while email worked comes', async () => {
    const ann = await withoutMail.signedIn('Ann');
    const claimToken = 'claim-token-of-a-request-made-with-email';
    const grantsAt = new Date(now.getTime() + 7 * DAY).toISOString();
    const made = await noMail.store.accessRequests.create({
      ownerId: ann.user.id,
      level: 'full',
      method: 'evidence',
      holder: { name: 'Eli Stone', email: unique('eli'), relationship: 'Executor' },
      sealedEvidence: noMail.sealer.seal(
        { evidence: {}, claimToken } satisfies SealedEvidence,
        evidenceContext(ann.user.id),
      ),
      claimTokenHash: sha256(claimToken),
      grantsAt,
    });
    await noMail.store.unitOfWork((tx) => scheduleRelease(tx, made, grantsAt));
    now = new Date(Date.parse(grantsAt) + 1000);
    await noMail.jobs.runDue();
    expect((await logOf(ann.agent)).map((e) => e.action)).not.toContain('request.released');
    await expect(noMail.store.jobs.listFailed(10, ann.user.id)).resolves.toEqual([]);
  });
});

describe('the owner’s check-in during the waiting period', () => {
  const ways: [string, (ann: Awaited<ReturnType<typeof signedIn>>) => Promise<void>][] = [
    [
      'signing in',
      async (ann) => {
        await signIn(ann.email);
      },
    ],
    [
      'the link in the prompt’s email',
      async (ann) => {
        // The newest prompt's link (a new check-in link voids the owner's older ones).
        const prompt = (await mailTo(ann.email))
          .filter((mail) => mail.text.includes('saying you have passed away'))
          .at(-1)!;
        const link = new URL(prompt.text.match(/https?:\/\/\S+\/check-in\?token=[^\s.]+/)![0]);
        await visitor()
          .post('/api/check-ins/link')
          .send({ token: link.searchParams.get('token') })
          .expect(200);
      },
    ],
    [
      '"I’m OK" in the app',
      async (ann) => {
        await ann.agent.post('/api/check-ins').expect(200);
      },
    ],
  ];

  it.each(ways)(
    'by %s rejects every waiting full request and tells the owner who asked',
    async (_way, checkIn) => {
      const ann = await signedIn('Ann');
      const first = await askFull(visitors, ann.email);
      const second = await askFull(visitors, ann.email);
      const [prompt] = (await mailTo(ann.email)).filter((mail) =>
        mail.text.includes('saying you have passed away'),
      );
      expect(prompt!.text).toContain(
        `${first.requester.name} (${first.requester.email}, Executor) asked for full access to your plan, saying you have passed away. If you are well, check in: http`,
      );
      expect(prompt!.text).toContain(
        `Otherwise it is granted on ${first.grantsAt!.slice(0, 10)} unless you reject it.`,
      );

      now = new Date(now.getTime() + 2 * DAY);
      await checkIn(ann);

      for (const asked of [first, second]) {
        expect(await stateOf(ann.agent, asked.requestId)).toBe('rejected');
        const [refused] = await mailTo(asked.requester.email).then((mails) =>
          mails.filter((mail) => mail.text.includes('was refused')),
        );
        expect(refused).toBeDefined();
      }
      const told = (await mailTo(ann.email)).filter((mail) =>
        mail.subject.includes('was rejected'),
      );
      expect(told.map((mail) => mail.text).join('\n')).toContain(
        `${first.requester.name} (${first.requester.email}, Executor) asked for full access to your plan, saying you have passed away. Because you checked in, their request was rejected.`,
      );
      expect(told).toHaveLength(2);
      const rejections = (await logOf(ann.agent)).filter((e) => e.action === 'request.rejected');
      expect(rejections.map((e) => e.detail)).toEqual([
        expect.stringContaining('you checked in'),
        expect.stringContaining('you checked in'),
      ]);

      // The period's end grants nothing: neither the release job nor the claim.
      now = new Date(now.getTime() + 30 * DAY);
      await testApp.jobs.runDue();
      expect(await stateOf(ann.agent, first.requestId)).toBe('rejected');
      await first.claim().expect(403);
      await second.claim().expect(403);
    },
  );

  it('does not touch a request whose waiting period is over (the release has happened)', async () => {
    const ann = await signedIn('Ann');
    const asked = await askFull(visitors, ann.email);
    now = new Date(Date.parse(asked.grantsAt!) + 1000);
    await testApp.jobs.runDue();
    await signIn(ann.email);
    expect(await stateOf(ann.agent, asked.requestId)).toBe('granted');
    await asked.claim().expect(201);
  });
});

describe('the end of the waiting period', () => {
  it('releases the plan without any claim: upon-passing messages go out, the requester is mailed their link', async () => {
    const ann = await signedIn('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const asked = await askFull(visitors, ann.email);
    const waiting = await testApp.store.jobs.listForOwner(ann.user.id, 'waiting');
    expect(waiting.map((job) => job.kind).sort()).toEqual([
      'access.release',
      'access.reminder',
      'access.reminder',
    ]);

    now = new Date(Date.parse(asked.grantsAt!) - 1000);
    await testApp.jobs.runDue();
    expect(await mailTo(cara)).toHaveLength(0);

    now = new Date(Date.parse(asked.grantsAt!) + 1000);
    await testApp.jobs.runDue();
    const [toCara] = await mailTo(cara);
    expect(toCara!.subject).toBe('A message from Ann');
    const granted = (await mailTo(asked.requester.email)).find((mail) =>
      mail.text.includes('was granted'),
    );
    const link = new URL(granted!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/access/view');
    expect((await logOf(ann.agent)).map((e) => e.action)).toContain('request.released');

    // The claim, later, makes the grant and sends nothing again.
    await visitor()
      .post(`/api/access/requests/${link.searchParams.get('request')}/claim`)
      .send({ token: link.searchParams.get('token') })
      .expect(201);
    await testApp.jobs.runDue();
    expect(await mailTo(cara)).toHaveLength(1);
  });

  it('delivers once when the requester claims before the job runs', async () => {
    const ann = await signedIn('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const asked = await askFull(visitors, ann.email);
    now = new Date(Date.parse(asked.grantsAt!) + 1000);
    await asked.claim().expect(201);
    expect(await mailTo(cara)).toHaveLength(1);
    await testApp.jobs.runDue();
    expect(await mailTo(cara)).toHaveLength(1);
    expect(
      (await mailTo(asked.requester.email)).filter((mail) => mail.text.includes('was granted')),
    ).toHaveLength(0);
  });

  it('releases nothing for a request the owner rejected, and no job is left waiting for it', async () => {
    const ann = await signedIn('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const asked = await askFull(visitors, ann.email);
    await ann.agent.post(`/api/privacy/requests/${asked.requestId}/reject`).expect(200);
    await expect(testApp.store.jobs.listForOwner(ann.user.id, 'waiting')).resolves.toEqual([]);
    now = new Date(now.getTime() + 8 * DAY);
    await testApp.jobs.runDue();
    expect(await mailTo(cara)).toHaveLength(0);
  });
});

describe('dated messages', () => {
  it('are delivered on their day, not before, and only after the release', async () => {
    const ann = await signedIn('Ann');
    const early = unique('early');
    const later = unique('later');
    const laterDay = dayAfter(20);
    await saveMessages(ann.agent, [
      message('early', {
        recipientName: 'Early',
        recipientEmail: early,
        deliveryTiming: 'specific_date',
        specificDate: dayAfter(3),
      }),
      message('later', {
        recipientName: 'Later',
        recipientEmail: later,
        deliveryTiming: 'specific_date',
        specificDate: laterDay,
      }),
    ]);
    const start = now.getTime();
    const asked = await askFull(visitors, ann.email);

    // Its day comes before the release: it waits for the release.
    now = new Date(start + 4 * DAY);
    await testApp.jobs.runDue();
    expect(await mailTo(early)).toHaveLength(0);

    // At the release, a day already past is delivered; a day still ahead waits for it.
    now = new Date(Date.parse(asked.grantsAt!) + 1000);
    await testApp.jobs.runDue();
    expect(await mailTo(early)).toHaveLength(1);
    expect(await mailTo(later)).toHaveLength(0);

    now = new Date(Date.parse(`${laterDay}T00:00:00.000Z`) - 1000);
    await testApp.jobs.runDue();
    expect(await mailTo(later)).toHaveLength(0);
    now = new Date(now.getTime() + 2000);
    await testApp.jobs.runDue();
    expect(await mailTo(later)).toHaveLength(1);
    await testApp.jobs.runDue();
    expect(await mailTo(later)).toHaveLength(1);
    expect(await mailTo(early)).toHaveLength(1);
  });

  it('wait for their day after an admin’s verification too, unless removed meanwhile', async () => {
    const ann = await signedIn('Ann');
    const kept = unique('kept');
    const removed = unique('removed');
    const dated = (id: string, to: string) =>
      message(id, {
        recipientName: id,
        recipientEmail: to,
        deliveryTiming: 'specific_date',
        specificDate: dayAfter(10),
      });
    await saveMessages(ann.agent, [dated('kept', kept), dated('removed', removed)]);
    const asked = await askFull(visitors, ann.email);
    await verify(visitors, asked.requestId);
    expect(await mailTo(kept)).toHaveLength(0);
    await saveMessages(ann.agent, [dated('kept', kept)]);

    now = new Date(now.getTime() + 10 * DAY);
    await testApp.jobs.runDue();
    expect(await mailTo(kept)).toHaveLength(1);
    expect(await mailTo(removed)).toHaveLength(0);
  });
});

describe('messages that could not be sent at the release', () => {
  const notSentOf = async (agent: Agent) =>
    Object.fromEntries(
      ((await agent.get('/api/messages').expect(200)).body.messages as OwnerMessageStatus[]).map(
        (status) => [status.id, status.notSent],
      ),
    );

  it('are shown to the owner as not sent, with why: no email for the recipient', async () => {
    const ann = await signedIn('Ann');
    await saveMessages(ann.agent, [
      message('sent', { recipientName: 'Cara', recipientEmail: unique('cara') }),
      message('nobody', { recipientName: 'No address' }),
      message('someday', {
        recipientName: 'Later',
        deliveryTiming: 'specific_date',
        specificDate: dayAfter(10),
      }),
    ]);
    expect(await notSentOf(ann.agent)).toEqual({ sent: null, nobody: null, someday: null });
    await verify(visitors, (await askFull(visitors, ann.email)).requestId);
    expect(await notSentOf(ann.agent)).toEqual({ sent: null, nobody: 'no_email', someday: null });
  });

  it('are shown to the owner as not sent on a server without email', async () => {
    const noMail = createTestApp({ trustProxy: true }, {}, undefined, { clock });
    const withoutMail = visitorsOf(() => noMail);
    try {
      const ann = await withoutMail.signedIn('Ann');
      await saveMessages(ann.agent, [
        message('m1', { recipientName: 'Cara', recipientEmail: unique('cara') }),
      ]);
      await verify(withoutMail, (await askFull(withoutMail, ann.email)).requestId);
      expect(await notSentOf(ann.agent)).toEqual({ m1: 'mail_off' });
    } finally {
      await noMail.close();
    }
  });

  it('a dated message moved to a later day waits for that day', async () => {
    const ann = await signedIn('Ann');
    const to = unique('moved');
    const dated = (day: string) =>
      message('moved', {
        recipientName: 'Moved',
        recipientEmail: to,
        deliveryTiming: 'specific_date',
        specificDate: day,
      });
    await saveMessages(ann.agent, [dated(dayAfter(5))]);
    await verify(visitors, (await askFull(visitors, ann.email)).requestId);
    const newDay = dayAfter(20);
    await saveMessages(ann.agent, [dated(newDay)]);

    now = new Date(now.getTime() + 5 * DAY);
    await testApp.jobs.runDue();
    expect(await mailTo(to)).toHaveLength(0);
    now = new Date(Date.parse(`${newDay}T00:00:00.000Z`) + 1000);
    await testApp.jobs.runDue();
    expect(await mailTo(to)).toHaveLength(1);
  });
});

describe('an admin’s verification', () => {
  it('still grants at once, releases at once, and ends the waiting period’s jobs', async () => {
    const ann = await signedIn('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const asked = await askFull(visitors, ann.email);
    await verify(visitors, asked.requestId);
    expect((await asked.claim().expect(201)).body.grant.level).toBe('full');
    expect(await mailTo(cara)).toHaveLength(1);
    await expect(testApp.store.jobs.listForOwner(ann.user.id, 'waiting')).resolves.toEqual([]);
  });
});
