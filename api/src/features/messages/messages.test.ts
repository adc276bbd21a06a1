import { randomBytes } from 'node:crypto';
import { MESSAGE_TEXTS } from '@legacy-planner/contracts';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import type { AccessEvent } from '../../storage/port';
import { testAppWithMailPerFile, type Agent } from '../../testing/testAppWithMail';
import { messageDelivery } from './deliver';
import { binaryParser } from '../../testing/binaryBody';

// Legacy messages delivered to their recipients, through the real app and store, with mail
// read back from a real SMTP server on 127.0.0.1 and the app's clock moved by the test.

jest.setTimeout(60_000);

type Row = ReturnType<typeof blankRow<'legacyMessages'>>;
const DAY = 86_400_000;
const ORIGIN = 'http://localhost:8080';
const requester = { name: 'Eli Stone', email: 'eli@example.com', relationship: 'Executor' };

const testApp = testAppWithMailPerFile();
const { clock } = testApp;
let addresses = 0;

const visitor = () => testApp.visitor();
const owner = (name = 'Ann', options: { admin?: boolean } = {}) => testApp.signedIn(name, options);

const unique = (name: string) => `${name}-${++addresses}@example.com`;

async function contact(agent: Agent, firstName: string, email: string): Promise<string> {
  const made = await agent
    .post('/api/contacts')
    .send({ firstName, lastName: 'Lee', email, relation: 'Daughter', role: 'family' })
    .expect(201);
  return made.body.id;
}

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

const fullRequest = (ownerEmail: string) => ({
  level: 'full',
  ownerEmail,
  deathCertificate: 'DC-2026-0042',
  medicalValidation: 'MV-7731',
  identityProof: 'ID-99812',
  requester: { ...requester, email: unique('eli') },
});

async function askFull(ownerEmail: string) {
  const asked = await visitor().post('/api/access/requests').send(fullRequest(ownerEmail));
  expect(asked.status).toBe(202);
  return asked.body as { requestId: string; claimToken: string };
}

/** An admin verifies the request; the requester claims the full grant in a browser of theirs. */
async function verifyAndClaim(asked: { requestId: string; claimToken: string }) {
  const admin = await owner('Ada', { admin: true });
  await admin.agent.post(`/api/admin/access-requests/${asked.requestId}/verify`).expect(200);
  const executor = visitor();
  await executor
    .post(`/api/access/requests/${asked.requestId}/claim`)
    .send({ token: asked.claimToken })
    .expect(201);
  return executor;
}

async function mailTo(address: string) {
  await testApp.mail!.flush();
  return testApp.smtp.to(address);
}

const tokenIn = (text: string) => {
  const link = new URL(text.match(/https?:\/\/\S+\/message\?token=\S+/)![0]);
  expect(link.pathname).toBe('/message');
  return link.searchParams.get('token')!;
};

const open = (token: string) =>
  visitor().get(`/api/messages/open?token=${encodeURIComponent(token)}`);

async function log(agent: Agent): Promise<AccessEvent[]> {
  return (await agent.get('/api/privacy/log').expect(200)).body;
}

async function states(agent: Agent) {
  const listed = (await agent.get('/api/messages').expect(200)).body.messages as {
    id: string;
    state: string;
    reachable: boolean;
  }[];
  return Object.fromEntries(listed.map((item) => [item.id, item.state]));
}

describe('delivery at the after-passing release', () => {
  it('delivers "upon passing" and past dates when an admin verifies a full request, never before', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    const dan = unique('dan');
    const later = unique('later');
    const milestone = unique('milestone');
    const caraId = await contact(ann.agent, 'Cara', cara);
    const yesterday = new Date(clock().getTime() - DAY).toISOString().slice(0, 10);
    const nextYear = new Date(clock().getTime() + 365 * DAY).toISOString().slice(0, 10);
    await saveMessages(ann.agent, [
      message('to-cara', { recipientContactId: caraId, content: 'Look after the garden.' }),
      message('to-dan', {
        recipientName: 'Dan',
        recipientEmail: dan,
        deliveryTiming: 'specific_date',
        specificDate: yesterday,
        content: 'Happy birthday, Dan.',
      }),
      message('later', {
        recipientName: 'Later',
        recipientEmail: later,
        deliveryTiming: 'specific_date',
        specificDate: nextYear,
      }),
      message('milestone', {
        recipientName: 'Mo',
        recipientEmail: milestone,
        deliveryTiming: 'life_milestone',
        milestoneDetails: 'Their wedding day',
      }),
      message('nobody', { recipientName: 'No address' }),
    ]);
    const listed = (await ann.agent.get('/api/messages').expect(200)).body.messages;
    expect(listed).toEqual([
      expect.objectContaining({ id: 'to-cara', recipientName: 'Cara Lee', reachable: true }),
      expect.objectContaining({ id: 'to-dan', recipientName: 'Dan', reachable: true }),
      expect.objectContaining({ id: 'later', reachable: true }),
      expect.objectContaining({ id: 'milestone', reachable: true }),
      expect.objectContaining({ id: 'nobody', reachable: false, state: 'waiting' }),
    ]);

    // A request that waits releases nothing.
    const asked = await askFull(ann.email);
    clock.advance(3 * DAY);
    expect(await mailTo(cara)).toHaveLength(0);
    expect(Object.values(await states(ann.agent))).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);

    await verifyAndClaim(asked);
    const [toCara] = await mailTo(cara);
    expect(toCara!.subject).toBe('A message from Ann');
    expect(toCara!.text).toContain('Dear Cara Lee');
    // The mail carries the link, never the message itself.
    expect(toCara!.text).not.toContain('Look after the garden.');
    tokenIn(toCara!.text);
    expect(await mailTo(dan)).toHaveLength(1);
    expect(await mailTo(later)).toHaveLength(0);
    expect(await mailTo(milestone)).toHaveLength(0);
    expect(await states(ann.agent)).toEqual({
      'to-cara': 'delivered',
      'to-dan': 'delivered',
      later: 'waiting',
      milestone: 'waiting',
      nobody: 'waiting',
    });
    const delivered = (await log(ann.agent)).filter((e) => e.action === 'message.delivered');
    expect(delivered.map((e) => e.detail).sort()).toEqual([
      `To Cara Lee (${cara})`,
      `To Dan (${dan})`,
    ]);
  });

  it('delivers when the requester claims the grant the waiting period made', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const asked = await askFull(ann.email);
    const claim = () =>
      visitor()
        .post(`/api/access/requests/${asked.requestId}/claim`)
        .send({ token: asked.claimToken });
    await claim().expect(202);
    expect(await mailTo(cara)).toHaveLength(0);
    clock.advance(7 * DAY + 1000);
    await claim().expect(201);
    expect(await mailTo(cara)).toHaveLength(1);
    // A second claim answers the same grant and sends nothing again.
    await claim().expect(201);
    expect(await mailTo(cara)).toHaveLength(1);
  });

  it('sends once however often the delivery runs: the message is recorded before its mail', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [message('m1', { recipientName: 'Cara', recipientEmail: cara })]);
    const delivery = messageDelivery({
      store: testApp.store,
      sealer: testApp.sealer,
      config: testApp.config,
      clock,
      mail: testApp.mail,
    });
    const deliver = () => testApp.store.unitOfWork((tx) => delivery.deliverDue(tx, ann.user));
    await expect(deliver()).resolves.toEqual(['delivered']);
    await expect(deliver()).resolves.toEqual(['already_delivered']);
    // Two at once: one records it, the other finds it recorded.
    const together = await Promise.all([deliver(), deliver()]);
    expect(together.flat()).toEqual(['already_delivered', 'already_delivered']);
    expect(await mailTo(cara)).toHaveLength(1);
  });
});

describe("the recipient's link", () => {
  async function delivered(content = 'Look after the garden.') {
    const ann = await owner('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [
      message('m1', { recipientName: 'Cara', recipientEmail: cara, content }),
    ]);
    const executor = await verifyAndClaim(await askFull(ann.email));
    const [mail] = await mailTo(cara);
    return { ann, cara, executor, token: tokenIn(mail!.text) };
  }

  it('opens the message with no account, for 90 days from its first use, and logs each opening', async () => {
    const { ann, token } = await delivered();
    // Unopened, the link waits as long as it takes.
    clock.advance(200 * DAY);
    const first = (await open(token).expect(200)).body;
    expect(first).toEqual({
      ownerName: 'Ann',
      recipientName: 'Cara',
      messageType: 'text',
      content: 'Look after the garden.',
      recording: null,
      test: false,
      linkExpiresAt: new Date(clock().getTime() + 90 * DAY).toISOString(),
    });
    expect(await states(ann.agent)).toEqual({ m1: 'opened' });
    const openedAt = clock().getTime();

    clock.set(openedAt + 89 * DAY);
    await open(token).expect(200);
    clock.set(openedAt + 90 * DAY + 1000);
    const expired = await open(token).expect(404);
    const unknown = await open('not-a-token').expect(404);
    expect(expired.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({
      error: 'link_unusable',
      message: expect.stringContaining('does not open a message'),
    });
    const opened = (await log(ann.agent)).filter((e) => e.action === 'message.opened');
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatchObject({ actor: { name: 'Cara' }, subject: { id: 'm1' } });
  });

  it('limits the openings per address', async () => {
    const browser = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await browser.get('/api/messages/open?token=x')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  /** A video message delivered to Cara: its bytes and the token of Cara's link. */
  async function deliveredVideo() {
    const ann = await owner('Ann');
    const cara = unique('cara');
    const bytes = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      randomBytes(2000),
    ]);
    const uploaded = (
      await ann.agent
        .post('/api/files?context=finalWishes')
        .set('Origin', ORIGIN)
        .attach('file', bytes, 'for-cara.mp4')
        .expect(201)
    ).body;
    const file = { id: uploaded.id, name: 'for-cara.mp4', type: uploaded.type, size: bytes.length };
    await saveMessages(ann.agent, [
      message('m1', { recipientName: 'Cara', recipientEmail: cara, messageType: 'video', file }),
    ]);
    await verifyAndClaim(await askFull(ann.email));
    const token = tokenIn((await mailTo(cara))[0]!.text);
    return { ann, bytes, token };
  }

  const recordingOf = (token: string) =>
    visitor()
      .get(`/api/messages/open/recording?token=${encodeURIComponent(token)}`)
      .buffer(true)
      .parse(binaryParser);

  it('streams the recording of an audio or video message from the vault', async () => {
    const { bytes, token } = await deliveredVideo();
    const opened = (await open(token).expect(200)).body;
    expect(opened).toMatchObject({
      messageType: 'video',
      content: '',
      recording: { name: 'for-cara.mp4', type: 'video/mp4', size: bytes.length },
    });
    const streamed = await recordingOf(token).expect(200);
    expect(streamed.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(streamed.body as Buffer, bytes)).toBe(0);
    await visitor().get('/api/messages/open/recording?token=wrong').expect(404);
  });

  it('counts a link used only for its recording as opened: logged, and its 90 days started', async () => {
    const { ann, token } = await deliveredVideo();
    const openings = async () =>
      (await log(ann.agent)).filter((e) => e.action === 'message.opened').length;
    const firstUse = clock().getTime();
    await recordingOf(token).expect(200);
    expect(await states(ann.agent)).toEqual({ m1: 'opened' });
    expect(await openings()).toBe(1);
    // The player fetching the recording again is the same opening; the page opening is another.
    await recordingOf(token).expect(200);
    expect(await openings()).toBe(1);
    await open(token).expect(200);
    expect(await openings()).toBe(2);

    clock.set(firstUse + 90 * DAY + 1000);
    await recordingOf(token).expect(404);
    await open(token).expect(404);
  });
});

describe('the executor (a full grant’s holder)', () => {
  it('sees whom each message is for and how it stands, never its text, in the plan or the list', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    const secret = 'The letters are in the blue box under the stairs.';
    await saveMessages(ann.agent, [
      message('m1', { recipientName: 'Cara', recipientEmail: cara, content: secret }),
    ]);
    const executor = await verifyAndClaim(await askFull(ann.email));
    const plan = await executor.get('/api/access/view').expect(200);
    const listed = await executor.get('/api/access/view/messages').expect(200);
    expect(listed.body.messages).toEqual([
      {
        id: 'm1',
        recipientName: 'Cara',
        relationship: '',
        messageType: 'text',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        reachable: true,
        state: 'delivered',
        deliveredAt: expect.any(String),
      },
    ]);
    for (const response of [plan, listed]) expect(response.text).not.toContain(secret);
  });

  it('confirms a life milestone, which delivers it once; nobody below full access can', async () => {
    const ann = await owner('Ann');
    const mo = unique('mo');
    await saveMessages(ann.agent, [
      message('wedding', {
        recipientName: 'Mo',
        recipientEmail: mo,
        deliveryTiming: 'life_milestone',
        milestoneDetails: 'Their wedding day',
      }),
      message('passing', { recipientName: 'Mo', recipientEmail: mo }),
    ]);
    // A standard grant (the owner's key) is no executor.
    const key = (await ann.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
    const standard = visitor();
    await standard
      .post('/api/access/requests')
      .send({ level: 'standard', ownerEmail: ann.email, accessKey: key, requester })
      .expect(201);
    const refused = await standard.post('/api/access/view/messages/wedding/milestone').expect(403);
    expect(refused.body.error).toBe('full_access_only');
    await standard.get('/api/access/view/messages').expect(403);
    // Nor is the owner, nor a stranger.
    await ann.agent.post('/api/access/view/messages/wedding/milestone').expect(401);
    await visitor().post('/api/access/view/messages/wedding/milestone').expect(401);

    const executor = await verifyAndClaim(await askFull(ann.email));
    expect(await mailTo(mo)).toHaveLength(1); // "upon passing", at the release
    const confirmed = await executor
      .post('/api/access/view/messages/wedding/milestone')
      .expect(200);
    expect(confirmed.body).toMatchObject({ id: 'wedding', state: 'delivered' });
    await executor.post('/api/access/view/messages/wedding/milestone').expect(200);
    expect(await mailTo(mo)).toHaveLength(2);
    await executor.post('/api/access/view/messages/passing/milestone').expect(409);
    await executor.post('/api/access/view/messages/no-such/milestone').expect(404);
    const actions = (await log(ann.agent)).map((e) => e.action);
    expect(actions.filter((a) => a === 'message.milestone_confirmed')).toHaveLength(1);
  });

  it('confirms no milestone and sends no link again before the after-passing release', async () => {
    const ann = await owner('Ann');
    const mo = unique('mo');
    await saveMessages(ann.agent, [
      message('wedding', {
        recipientName: 'Mo',
        recipientEmail: mo,
        deliveryTiming: 'life_milestone',
        milestoneDetails: 'Their wedding day',
      }),
    ]);
    // The living owner approves a full request: a full grant, but no release.
    const approved = await askFull(ann.email);
    await ann.agent.post(`/api/privacy/requests/${approved.requestId}/approve`).expect(200);
    const executor = visitor();
    await executor
      .post(`/api/access/requests/${approved.requestId}/claim`)
      .send({ token: approved.claimToken })
      .expect(201);
    const listed = await executor.get('/api/access/view/messages').expect(200);
    expect(listed.body.released).toBe(false);
    for (const action of ['milestone', 'resend']) {
      const refused = await executor
        .post(`/api/access/view/messages/wedding/${action}`)
        .expect(409);
      expect(refused.body).toEqual({
        error: 'not_released',
        message: MESSAGE_TEXTS.notReleased,
      });
    }
    expect(await mailTo(mo)).toHaveLength(0);
    expect(await states(ann.agent)).toEqual({ wedding: 'waiting' });

    // An admin verifies another full request: the plan is released, the same executor confirms.
    const admin = await owner('Ada', { admin: true });
    const verified = await askFull(ann.email);
    await admin.agent.post(`/api/admin/access-requests/${verified.requestId}/verify`).expect(200);
    expect((await executor.get('/api/access/view/messages').expect(200)).body.released).toBe(true);
    await executor.post('/api/access/view/messages/wedding/milestone').expect(200);
    expect(await mailTo(mo)).toHaveLength(1);
    await executor.post('/api/access/view/messages/wedding/resend').expect(200);
    expect(await mailTo(mo)).toHaveLength(2);
  });

  it('sends a delivered message’s link again: a new link, the old one no longer opens', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [
      message('m1', { recipientName: 'Cara', recipientEmail: cara }),
      message('m2', {
        recipientName: 'Cara',
        recipientEmail: cara,
        deliveryTiming: 'life_milestone',
      }),
    ]);
    const executor = await verifyAndClaim(await askFull(ann.email));
    const first = tokenIn((await mailTo(cara))[0]!.text);
    await open(first).expect(200);
    await executor.post('/api/access/view/messages/m2/resend').expect(409);
    await executor.post('/api/access/view/messages/m1/resend').expect(200);
    const mails = await mailTo(cara);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]!.text);
    await open(first).expect(404);
    await open(second).expect(200);
    await expect(testApp.store.messageDeliveries.get(ann.user.id, 'm1')).resolves.toMatchObject({
      state: 'opened',
      sendCount: 2,
    });
  });
});

describe("the owner's test delivery", () => {
  it('mails the owner the link as the recipient would get it, changing nothing about the message', async () => {
    const ann = await owner('Ann');
    const cara = unique('cara');
    await saveMessages(ann.agent, [
      message('m1', { recipientName: 'Cara', recipientEmail: cara, content: 'Hello, Cara.' }),
    ]);
    await ann.agent.post('/api/messages/m1/test-delivery').expect(204);
    await ann.agent.post('/api/messages/unsaved/test-delivery').expect(404);
    const [test] = await mailTo(ann.email);
    expect(test!.subject).toBe('Test delivery: A message from Ann');
    expect(test!.text).toContain(`your message for Cara (${cara})`);
    expect(test!.text).toContain('Dear Cara');
    expect(await mailTo(cara)).toHaveLength(0);

    const opened = (await open(tokenIn(test!.text)).expect(200)).body;
    expect(opened).toMatchObject({ content: 'Hello, Cara.', test: true, recipientName: 'Cara' });
    expect(await states(ann.agent)).toEqual({ m1: 'waiting' });
    expect((await log(ann.agent)).map((e) => e.action)).not.toContain('message.opened');
    // The test link does not outlive its week.
    clock.advance(8 * DAY);
    await open(tokenIn(test!.text)).expect(404);
  });
});
