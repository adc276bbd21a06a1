import request from 'supertest';
import type { WizardDataByKind, WizardKind } from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { movableClock } from '../../testing/movableClock';
import { pdfText } from '../../testing/pdfText';
import { binaryBody } from '../../testing/binaryBody';
import { helperRecord } from '../../testing/helperRecords';
import { PLANNING_RECORD_NOTICE } from '../wizards/pdf/renderPdf';

// "Print my binder" (issue 29): the whole plan in one PDF, read back from the PDF's text through
// the real app. Sign-ups run scrypt at its production cost.
jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;

const clock = movableClock('2026-11-20T09:00:00.000Z');
let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({}, {}, undefined, { clock });
});
afterAll(() => testApp.close());

async function signUp(name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
  const agent = request.agent(testApp.app.callback());
  await agent.post('/api/auth/signup').send({ name, email, password: 'secret-123' }).expect(201);
  return { agent, user: (await testApp.store.users.findByEmail(email))! };
}

let rows = 0;
const blank = <K extends WizardKind>(kind: K) => emptyWizardData(kind, () => `row-${++rows}`);
const signed = { signature: 'Zoë Ångström', signatureDate: '2026-11-02', isConfirmed: true };

/** The binder's text, whitespace folded (pdf.js breaks lines where the layout wraps), and pages. */
async function binderOf(agent: Agent) {
  const response = await binaryBody(agent.get('/api/plan/binder')).expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const { text, pages, pageTexts } = await pdfText(response.body as Buffer);
  return { text: text.replace(/\s+/g, ' '), pages, pageTexts };
}

/**
 * Zoë's plan: a completed will and health directive, a power of attorney in progress, two
 * contacts of different roles, a wish, and the will's original recorded.
 */
async function zoesPlan(zoe: Agent) {
  await zoe.put('/api/account/signing-place').send({ signingPlace: 'TX' }).expect(200);
  const will: WizardDataByKind['will'] = blank('will');
  will.userInfo.fullName = 'Zoë Ångström';
  will.executor.name = 'José Núñez';
  will.beneficiaries[0] = { ...will.beneficiaries[0]!, name: 'Chloé Dubois', allocation: '50%' };
  const savedWill = await zoe
    .put('/api/wizards/will')
    .send({ status: 'completed', data: will })
    .expect(200);
  const directive: WizardDataByKind['health-directive'] = {
    ...blank('health-directive'),
    ...signed,
  };
  directive.medicalPowerOfAttorney.agentName = 'Maren Holt';
  await zoe
    .put('/api/wizards/health-directive')
    .send({ status: 'completed', data: directive })
    .expect(200);
  const poa: WizardDataByKind['power-of-attorney'] = blank('power-of-attorney');
  poa.primaryAgent.fullName = 'Ulrich Draft-Agent';
  await zoe.put('/api/wizards/power-of-attorney').send({ status: 'draft', data: poa }).expect(200);
  await zoe
    .post('/api/contacts')
    .send({
      firstName: 'José',
      lastName: 'Núñez',
      role: 'executor',
      phone: '+1 512 555 0101',
      email: 'jose@example.com',
    })
    .expect(201);
  await zoe
    .post('/api/contacts')
    .send({ firstName: 'Maren', lastName: 'Holt', role: 'medical_proxy', phone: '+1 512 555 0177' })
    .expect(201);
  await zoe
    .post('/api/wishes')
    .send({
      category: 'music',
      preference: 'Clair de lune at the service',
      details: 'Played on the piano, not recorded',
      importance: 'high',
    })
    .expect(201);
  await zoe
    .put(`/api/documents/${savedWill.body.documentId as string}`)
    .send({
      signedOn: '2026-03-03',
      originalLocation: 'Fire safe, study closet',
      originalHolder: 'Attorney Jane Roe',
    })
    .expect(200);
}

/** The page (1-based) whose text holds `words`, whitespace folded; 0 when none does. */
const pageOf = (pageTexts: string[], words: string) =>
  pageTexts.findIndex((page) => page.replace(/\s+/g, ' ').includes(words)) + 1;

/** The page that starts with `heading` (a part of the binder, not its line in the contents). */
const partPage = (pageTexts: string[], heading: string) =>
  pageTexts.find((page) => page.startsWith(heading)) ?? '';

describe('GET /api/plan/binder', () => {
  let zoe: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    zoe = await signUp('Zoë Ångström');
    await zoesPlan(zoe.agent);
  });

  it('prints the cover, the contents with their pages, each completed record with its signing page, the contacts, the wishes and the custody list', async () => {
    const { text, pages, pageTexts } = await binderOf(zoe.agent);

    // The cover: the title, whose plan, the day from the app's clock, the notice.
    const cover = pageTexts[0]!.replace(/\s+/g, ' ');
    expect(cover).toContain('Plan binder Zoë Ångström Generated Nov 20, 2026');
    expect(cover).toContain(PLANNING_RECORD_NOTICE);

    // The contents: each part beside the page it starts on.
    const contents = pageTexts[1]!.split('\n');
    const parts = [
      'Last Will & Testament',
      'Advance Health Directive',
      'Contacts by role',
      'Wishes',
      'Where the originals are',
    ];
    expect(contents[0]).toBe('Contents');
    for (const part of parts) {
      const entry = contents.find((line) => line.startsWith(part));
      expect(entry).toMatch(new RegExp(`^${part}\\d+$`));
      const page = Number(entry!.slice(part.length));
      expect(pageTexts[page - 1]!.startsWith(part)).toBe(true);
    }

    // The completed records as their own PDFs print them, each followed by its signing page.
    const will = pageOf(pageTexts, 'Planning record · generated 2026-11-20 Personal Information');
    expect(pageTexts[will - 1]).toContain('Chloé Dubois');
    expect(pageTexts[will]).toContain('Signing your will in Texas');
    const directive = pageOf(pageTexts, 'AgentMaren Holt');
    expect(directive).toBeGreaterThan(will);
    expect(pageTexts[directive]).toContain('Signing your advance health directive in Texas');
    expect(text.match(/Witness 1: signature/g)).toHaveLength(2);
    // Not the power of attorney in progress (its card is in the custody list only).
    expect(text).not.toContain('Ulrich Draft-Agent');
    expect(text).not.toContain('Principal Information');
    expect(text).not.toContain('Signing your power of attorney');

    // The contacts under their roles' headings, the wish under its category's.
    expect(partPage(pageTexts, 'Contacts by role')).toContain(
      'Executor\nNamePhoneEmail\nJosé Núñez+1 512 555 0101jose@example.com\nMedical Proxy\nNamePhoneEmail\nMaren Holt+1 512 555 0177—',
    );
    expect(partPage(pageTexts, 'Wishes\nMusic')).toContain(
      'Clair de lune at the servicePlayed on the piano, not recordedHigh',
    );

    // Where each original is, a line per document.
    const custody = partPage(pageTexts, 'Where the originals are').split('\n');
    expect(custody).toEqual(
      expect.arrayContaining([
        'Last Will & TestamentSigned on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)',
        'Advance Health DirectiveNot signed yet',
        'Power of AttorneyNot signed yet',
      ]),
    );

    // A page number on every page.
    expect(pageTexts.map((page) => page.includes(`of ${pages}`))).toEqual(
      pageTexts.map(() => true),
    );
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints completed final wishes without the words of their legacy messages', async () => {
    const { agent } = await signUp('Mo Writer');
    const wishes = blank('final-wishes');
    wishes.legacyMessages = [
      {
        ...wishes.legacyMessages[0],
        id: 'm1',
        recipientContactId: '',
        recipientName: 'Cara',
        recipientEmail: 'cara@example.com',
        relationship: 'Daughter',
        messageType: 'text',
        content: 'The letters are in the blue box',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: null,
      },
    ];
    wishes.personalReflections.rememberedFor = 'Kindness';
    wishes.signature = { name: 'Mo Writer', date: '2026-03-01', confirmed: true };
    await agent
      .put('/api/wizards/final-wishes')
      .send({ status: 'completed', data: wishes })
      .expect(200);
    const { text } = await binderOf(agent);
    expect(text).toContain('Kindness');
    expect(text).not.toContain('blue box');
  });

  it('says so in one line where a part has nothing to list', async () => {
    const { agent } = await signUp('Nadia Empty');
    const { text } = await binderOf(agent);
    expect(text).toContain('Contacts by role No contacts yet');
    expect(text).toContain('Wishes No wishes yet');
    expect(text).toContain('Where the originals are No documents yet');
    expect(text).toContain('Records No completed records yet');
  });

  it('is printed for a helper of the plan, even a viewer', async () => {
    const viewer = await signUp('Vera Helper');
    const helper = await helperRecord(testApp.store, zoe.user, viewer.user, {
      role: 'viewer-helper',
    });
    await viewer.agent.put('/api/helping/active').send({ helperId: helper.id }).expect(200);
    const { text } = await binderOf(viewer.agent);
    expect(text).toContain('Plan binder Zoë Ångström');
    expect(text).toContain('Chloé Dubois');
    expect(text).toContain('Fire safe, study closet (Attorney Jane Roe)');
  });

  it('gives another account nothing of the plan, and nobody signed out anything', async () => {
    const stranger = await signUp('Sam Stranger');
    const { text } = await binderOf(stranger.agent);
    expect(text).toContain('Plan binder Sam Stranger');
    for (const words of ['Zoë', 'Chloé Dubois', 'José Núñez', 'Clair de lune', 'Fire safe']) {
      expect(text).not.toContain(words);
    }

    // Nor can it choose the plan: the helper record of another account is not its own.
    const hal = await signUp('Hal Helper');
    const halsRecord = await helperRecord(testApp.store, zoe.user, hal.user, { role: 'editor' });
    await stranger.agent.put('/api/helping/active').send({ helperId: halsRecord.id }).expect(404);

    const signedOut = await request(testApp.app.callback()).get('/api/plan/binder').expect(401);
    expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(signedOut.body as object).sort()).toEqual(['error', 'message']);
  });
});
