import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import {
  DEMO_ACCOUNT,
  GRANT_LIFETIME_MS,
  type ExecutorPacket,
  type PacketPreview,
  type PacketTask,
} from '@legacy-planner/contracts';
import { seedDemoAccount } from '../auth/demoAccount';
import { binaryBody } from '../../testing/binaryBody';
import { helperRecord } from '../../testing/helperRecords';
import { pdfText } from '../../testing/pdfText';
import { testAppWithMailPerFile, type Agent } from '../../testing/testAppWithMail';

// The executor's packet through the real app and store: what a full grant's holder reads and
// changes, what the owner's log keeps of it, and the owner's preview with its gaps.

jest.setTimeout(60_000);

const testApp = testAppWithMailPerFile();
let addresses = 0;
const unique = (name: string) => `${name}-${++addresses}@example.com`;
const owner = (name = 'Ann Lee', options: { admin?: boolean } = {}) =>
  testApp.signedIn(name, options);

const WHERE = 'Fire safe, study closet';
const HOLDER = 'Attorney Jane Roe';

/** A plan with an executor, a will whose original is recorded, funeral wishes and a bank. */
async function planWithWill(agent: Agent, custody = true) {
  await agent
    .post('/api/contacts')
    .send({
      firstName: 'Eli',
      lastName: 'Stone',
      email: unique('eli'),
      phone: '555-0142',
      relation: 'Friend',
      role: 'executor',
    })
    .expect(201);
  const will = emptyWizardData('will', () => 'row');
  will.userInfo.fullName = 'Ann Lee';
  will.executor.name = 'Eli Stone';
  await agent.put('/api/wizards/will').send({ status: 'completed', data: will }).expect(200);
  if (custody) {
    const documents = (await agent.get('/api/documents').expect(200)).body as {
      id: string;
      category: string;
    }[];
    const card = documents.find((document) => document.category === 'will')!;
    await agent
      .put(`/api/documents/${card.id}`)
      .send({ signedOn: '2026-03-03', originalLocation: WHERE, originalHolder: HOLDER })
      .expect(200);
  }
  await agent
    .post('/api/documents')
    .send({ title: 'First National checking', category: 'financial' })
    .expect(201);
}

async function fullHolder(ownerEmail: string, name: string) {
  const viewer = testApp.visitor();
  const asked = await viewer.post('/api/access/requests').send({
    level: 'full',
    ownerEmail,
    deathCertificate: 'DC-2026-0042',
    medicalValidation: 'MV-7731',
    identityProof: 'ID-99812',
    requester: { name, email: unique('holder'), relationship: 'Executor' },
  });
  expect(asked.status).toBe(202);
  const admin = await owner('Ada Admin', { admin: true });
  await admin.agent.post(`/api/admin/access-requests/${asked.body.requestId}/verify`).expect(200);
  await viewer
    .post(`/api/access/requests/${asked.body.requestId}/claim`)
    .send({ token: asked.body.claimToken })
    .expect(201);
  return viewer;
}

const taskOf = (packet: ExecutorPacket, id: string) =>
  packet.tasks.find((task) => task.id === id) as PacketTask;

describe('the executor’s packet', () => {
  it('gives a full grant’s holder the will’s original in the owner’s words and the executor’s phone', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    const packet = (await eli.get('/api/access/view/packet').expect(200)).body as ExecutorPacket;
    expect(packet.ownerName).toBe('Ann Lee');
    expect(taskOf(packet, 'will-original')).toMatchObject({
      stage: 'first-72-hours',
      title: 'Find the will’s original',
      details: [`Where the will’s original is: ${WHERE} (${HOLDER})`],
      done: null,
      assignedTo: null,
    });
    const call = packet.tasks.find((task) => task.title.startsWith('Call Eli Stone'))!;
    expect(call.phone).toBe('555-0142');
    expect(call.details.join('\n')).not.toContain('555-0142');
    expect(call.source).toBe('Contacts: Eli Stone, executor');
    expect(packet.tasks.map((task) => task.title)).toContain(
      'Order 3 certified copies of the death certificate',
    );
    expect(packet.holders).toEqual([{ grantId: packet.you, name: 'Eli Stone' }]);
    const pdf = await binaryBody(eli.get('/api/access/view/packet/pdf')).expect(200);
    expect((await pdfText(pdf.body as Buffer)).text).toContain('Phone: 555-0142');
  });

  it('is refused below full access (403), and to anyone without a grant (401)', async () => {
    const ann = await owner();
    const key = (await ann.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
    const viewer = testApp.visitor();
    await viewer
      .post('/api/access/requests')
      .send({
        level: 'standard',
        ownerEmail: ann.email,
        accessKey: key,
        requester: { name: 'Sam', email: unique('sam'), relationship: 'Friend' },
      })
      .expect(201);
    const refused = await viewer.get('/api/access/view/packet').expect(403);
    expect(refused.body.error).toBe('full_access_only');
    await viewer
      .put('/api/access/view/packet/tasks/will-original')
      .send({ done: true })
      .expect(403);
    await testApp.visitor().get('/api/access/view/packet').expect(401);
  });

  it('is refused, as the viewer’s page is (401 no_access), once the grant is revoked or has expired', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    const dana = await fullHolder(ann.email, 'Dana Stone');
    const elisGrant = (
      (await eli.get('/api/access/view/packet').expect(200)).body as ExecutorPacket
    ).you!;
    await dana.get('/api/access/view/packet').expect(200);
    const refusedEverywhere = async (holder: typeof eli) => {
      const answers = [
        await holder.get('/api/access/view'),
        await holder.get('/api/access/view/packet'),
        await holder.put('/api/access/view/packet/tasks/will-original').send({ done: true }),
        await holder.get('/api/access/view/packet/pdf'),
      ];
      return answers.map((answer) => [answer.status, answer.body.error]);
    };
    const refused = [401, 'no_access'];

    await ann.agent.delete(`/api/privacy/grants/${elisGrant}`).expect(204);
    expect(await refusedEverywhere(eli)).toEqual([refused, refused, refused, refused]);

    // A full grant lasts a year on the app's clock.
    testApp.clock.advance(GRANT_LIFETIME_MS.full + 60_000);
    expect(await refusedEverywhere(dana)).toEqual([refused, refused, refused, refused]);
    // Nothing either of them tried was recorded.
    const progress = await testApp.store.packetProgress.listForOwner(ann.user.id);
    expect(progress).toEqual([]);
  });

  it('reads a task given to a holder whose grant was later revoked as given to nobody', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    const dana = await fullHolder(ann.email, 'Dana Stone');
    const danasGrant = (
      (await dana.get('/api/access/view/packet').expect(200)).body as ExecutorPacket
    ).you!;
    await eli
      .put('/api/access/view/packet/tasks/death-certificates')
      .send({ assignedTo: danasGrant })
      .expect(200);
    await ann.agent.delete(`/api/privacy/grants/${danasGrant}`).expect(204);

    const packet = (await eli.get('/api/access/view/packet').expect(200)).body as ExecutorPacket;
    expect(packet.holders.map((holder) => holder.name)).toEqual(['Eli Stone']);
    expect(taskOf(packet, 'death-certificates').assignedTo).toBeNull();
    const preview = (await ann.agent.get('/api/plan/packet').expect(200)).body as PacketPreview;
    expect(taskOf(preview.packet, 'death-certificates').assignedTo).toBeNull();
    const pdf = await binaryBody(eli.get('/api/access/view/packet/pdf')).expect(200);
    expect((await pdfText(pdf.body as Buffer)).text).not.toContain('Dana Stone');
    // The store keeps the old id: it is not served, and the task cannot be given to it again.
    const [stored] = await testApp.store.packetProgress.listForOwner(ann.user.id);
    expect(stored).toMatchObject({ taskId: 'death-certificates', assignedGrantId: danasGrant });
    const again = await eli
      .put('/api/access/view/packet/tasks/death-certificates')
      .send({ assignedTo: danasGrant })
      .expect(400);
    expect(again.body.error).toBe('not_a_holder');

    // Giving it to nobody, as it already reads, changes nothing and logs nothing.
    const nobody = await eli
      .put('/api/access/view/packet/tasks/death-certificates')
      .send({ assignedTo: null })
      .expect(200);
    expect(nobody.body.assignedTo).toBeNull();
    const log = (await ann.agent.get('/api/privacy/log').expect(200)).body as {
      action: string;
      detail: string | null;
    }[];
    expect(log.filter((entry) => entry.action.startsWith('packet.'))).toEqual([
      expect.objectContaining({
        action: 'packet.task_assigned',
        detail: expect.stringMatching(/→ Dana Stone$/),
      }),
    ]);
  });

  it('shares a task marked done with the other full holder and logs it for the owner; gives tasks only to full holders', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    const dana = await fullHolder(ann.email, 'Dana Stone');
    const danaGrant = (
      (await dana.get('/api/access/view/packet').expect(200)).body as ExecutorPacket
    ).you!;

    const done = await eli
      .put('/api/access/view/packet/tasks/will-original')
      .send({ done: true })
      .expect(200);
    expect(done.body.done).toEqual({ at: expect.any(String), by: 'Eli Stone' });
    const seen = (await dana.get('/api/access/view/packet').expect(200)).body as ExecutorPacket;
    expect(taskOf(seen, 'will-original').done).toEqual(done.body.done);

    const given = await eli
      .put('/api/access/view/packet/tasks/death-certificates')
      .send({ assignedTo: danaGrant })
      .expect(200);
    expect(given.body.assignedTo).toEqual({ grantId: danaGrant, name: 'Dana Stone' });

    // Not a full grant of this plan: refused, and nothing changes.
    const refused = await eli
      .put('/api/access/view/packet/tasks/will-original')
      .send({ assignedTo: 'some-other-grant' })
      .expect(400);
    expect(refused.body.error).toBe('not_a_holder');
    const unchanged = (await eli.get('/api/access/view/packet').expect(200)).body;
    expect(taskOf(unchanged, 'will-original').assignedTo).toBeNull();
    await eli.put('/api/access/view/packet/tasks/no-such-task').send({ done: true }).expect(404);
    await eli.put('/api/access/view/packet/tasks/will-original').send({}).expect(400);

    const log = (await ann.agent.get('/api/privacy/log').expect(200)).body as {
      action: string;
      actor: { name: string | null };
      detail: string | null;
    }[];
    expect(log.filter((entry) => entry.action.startsWith('packet.'))).toEqual([
      expect.objectContaining({
        action: 'packet.task_assigned',
        actor: expect.objectContaining({ name: 'Eli Stone' }),
        detail: expect.stringMatching(/→ Dana Stone$/),
      }),
      expect.objectContaining({
        action: 'packet.task_done',
        actor: expect.objectContaining({ name: 'Eli Stone' }),
        detail: 'Find the will’s original',
      }),
    ]);

    // Open again.
    const reopened = await eli
      .put('/api/access/view/packet/tasks/will-original')
      .send({ done: false })
      .expect(200);
    expect(reopened.body.done).toBeNull();
  });

  it('leaves out what the owner keeps from full access', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const items = (await ann.agent.get('/api/privacy/items').expect(200)).body as {
      type: string;
      id: string;
      title: string;
    }[];
    const bank = items.find((item) => item.title === 'First National checking')!;
    await ann.agent
      .put(`/api/privacy/items/${bank.type}/${bank.id}`)
      .send({ isVisible: false })
      .expect(200);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    const packet = (await eli.get('/api/access/view/packet').expect(200)).body as ExecutorPacket;
    expect(JSON.stringify(packet)).not.toContain('First National');
  });

  it('previews for the owner, with its gaps until they are filled, and prints', async () => {
    const ann = await owner();
    await planWithWill(ann.agent, false);
    const preview = (await ann.agent.get('/api/plan/packet').expect(200)).body as PacketPreview;
    expect(preview.packet.you).toBeNull();
    expect(preview.gaps.map((gap) => gap.text)).toEqual([
      'The will’s original has no location',
      'No one is named to pay for the funeral',
    ]);
    const wishes = emptyWizardData('final-wishes', () => 'row');
    wishes.funeralWishes.paidBy = 'The prepaid plan at Hill Funeral Home';
    await ann.agent
      .put('/api/wizards/final-wishes')
      .send({ status: 'draft', data: wishes })
      .expect(200);
    const after = (await ann.agent.get('/api/plan/packet').expect(200)).body as PacketPreview;
    expect(after.gaps.map((gap) => gap.text)).toEqual(['The will’s original has no location']);
    expect(taskOf(after.packet, 'funeral').details).toContain(
      'Who pays for the funeral: The prepaid plan at Hill Funeral Home',
    );

    const pdf = await binaryBody(ann.agent.get('/api/plan/packet/pdf')).expect(200);
    const { text } = await pdfText(pdf.body as Buffer);
    for (const words of [
      'The executor’s packet',
      'The first 72 hours',
      'The first 30 days',
      'Later',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Find the will’s original');
    expect(text).toMatch(/Page 1 of \d/);
    // Each task's title in a face that reads as bold: Roboto's bold face here is its Medium.
    const fonts = [
      ...(pdf.body as Buffer).toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g),
    ].map((match) => match[1]);
    expect(fonts).toContain('DejaVuSans-Bold');
  });

  it('previews for a viewer-helper without naming who holds full access', async () => {
    const ann = await owner();
    await planWithWill(ann.agent);
    const eli = await fullHolder(ann.email, 'Eli Stone');
    await eli.put('/api/access/view/packet/tasks/will-original').send({ done: true }).expect(200);
    const mine = (await eli.get('/api/access/view/packet').expect(200)).body as ExecutorPacket;
    await eli
      .put('/api/access/view/packet/tasks/death-certificates')
      .send({ assignedTo: mine.you })
      .expect(200);

    const owners = (await ann.agent.get('/api/plan/packet').expect(200)).body as PacketPreview;
    expect(owners.packet.holders).toEqual([{ grantId: mine.you, name: 'Eli Stone' }]);
    expect(taskOf(owners.packet, 'will-original').done?.by).toBe('Eli Stone');

    const vera = await owner('Vera Helper');
    const record = await helperRecord(testApp.store, ann.user, vera.user, {
      role: 'viewer-helper',
    });
    await vera.agent.put('/api/helping/active').send({ helperId: record.id }).expect(200);
    const preview = await vera.agent.get('/api/plan/packet').expect(200);
    expect(preview.body.packet.holders).toEqual([]);
    expect(taskOf(preview.body.packet, 'will-original').done?.by).toBe('someone with full access');
    expect(taskOf(preview.body.packet, 'death-certificates').assignedTo).toBeNull();
    expect(JSON.stringify(preview.body.packet.holders)).not.toContain('Eli');
    const pdf = await binaryBody(vera.agent.get('/api/plan/packet/pdf')).expect(200);
    expect((await pdfText(pdf.body as Buffer)).text).not.toContain('Done by Eli Stone');
  });

  it('previews for the demo account, which writes nothing', async () => {
    await seedDemoAccount(testApp.store);
    const demoUser = (await testApp.store.users.findByEmail(DEMO_ACCOUNT.email))!;
    const page = { limit: 100 };
    const stored = async () => ({
      log: (await testApp.store.events.list(demoUser.id, page)).items,
      progress: await testApp.store.packetProgress.listForOwner(demoUser.id),
    });
    const before = await stored();
    const demo = testApp.visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);

    const preview = (await demo.get('/api/plan/packet').expect(200)).body as PacketPreview;
    expect(preview.packet.ownerName).toBe(demoUser.name);
    expect(preview.packet.tasks.length).toBeGreaterThan(0);
    expect(preview.packet.holders).toEqual([]);
    const pdf = await binaryBody(demo.get('/api/plan/packet/pdf')).expect(200);
    expect((await pdfText(pdf.body as Buffer)).text).toContain('The executor’s packet');
    // The demo holds no grant: the holder's routes are not its to call.
    const task = preview.packet.tasks[0]!.id;
    const put = await demo.put(`/api/access/view/packet/tasks/${task}`).send({ done: true });
    expect([put.status, put.body.error]).toEqual([401, 'no_access']);
    await demo.get('/api/access/view/packet').expect(401);
    expect(await stored()).toEqual(before);
  });
});
