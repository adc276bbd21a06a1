import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  DEMO_ACCOUNT,
  wizardDocuments,
  wizardKinds,
  type WizardDataByKind,
  type WizardKind,
} from '@legacy-planner/contracts';
import {
  RECOVERY_PHRASE_REFUSED,
  SIGNATURE_MESSAGES,
  emptyWizardData,
} from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { pdfText } from '../../testing/pdfText';
import { seedDemoAccount } from '../auth/demoAccount';
import { PLANNING_RECORD_NOTICE } from './pdf/renderPdf';
import { binaryParser } from '../../testing/binaryBody';

// Sign-ups run scrypt at its production cost.
jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;

let rowNumber = 0;
const rowId = () => `row-${++rowNumber}`;
const signed = { signature: 'Zoë Ångström', signatureDate: '2026-11-20', isConfirmed: true };

/** A record of each kind with a name in it (accented, to check the PDF prints it), unsigned. */
function sample<K extends WizardKind>(kind: K): WizardDataByKind[K] {
  const data = emptyWizardData(kind, rowId) as WizardDataByKind[WizardKind];
  switch (kind) {
    case 'will': {
      const will = data as WizardDataByKind['will'];
      will.userInfo.fullName = 'Zoë Ångström';
      will.executor.name = 'José Núñez';
      will.beneficiaries[0] = {
        ...will.beneficiaries[0]!,
        name: 'Chloé Dubois',
        allocation: '50%',
      };
      break;
    }
    case 'health-directive': {
      const health = data as WizardDataByKind['health-directive'];
      health.basicInfo.fullName = 'Zoë Ångström';
      health.medicalPowerOfAttorney.agentName = 'José Núñez';
      health.medicalWishes.doNotResuscitate = { choice: 'yes', comment: 'After two doctors agree' };
      break;
    }
    case 'power-of-attorney': {
      const poa = data as WizardDataByKind['power-of-attorney'];
      poa.principalInfo.fullName = 'Zoë Ångström';
      poa.primaryAgent.fullName = 'José Núñez';
      poa.poaType = 'durable';
      poa.authorityScope.banking = true;
      break;
    }
    case 'digital-assets': {
      const digital = data as WizardDataByKind['digital-assets'];
      digital.digitalExecutor.fullName = 'José Núñez';
      digital.accounts[0] = {
        ...digital.accounts[0]!,
        platform: 'Photos cloud',
        username: 'zoe@example.com',
        password: 'Tr0ub4dor-unique-secret',
        action: 'archive',
      };
      digital.hasCrypto = true;
      digital.cryptoWallet.storageLocation = 'Steel plate in the study safe';
      break;
    }
    case 'hipaa-authorization': {
      const hipaa = data as WizardDataByKind['hipaa-authorization'];
      hipaa.patientInfo.fullName = 'Zoë Ångström';
      hipaa.recipients[0] = { ...hipaa.recipients[0]!, fullName: 'José Núñez' };
      hipaa.expirationType = 'until_revoked';
      break;
    }
    case 'final-wishes': {
      const wishes = data as WizardDataByKind['final-wishes'];
      wishes.legacyMessages.push({
        id: rowId(),
        recipientContactId: '',
        recipientName: 'José Núñez',
        recipientEmail: '',
        relationship: 'Son',
        messageType: 'text',
        content: 'Look after the garden.',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: null,
      });
      wishes.personalReflections.rememberedFor = 'Zoë Ångström, who loved her garden';
      break;
    }
  }
  return data as WizardDataByKind[K];
}

/** A choice of each sample as the form words it. */
const chosenInWords: Record<WizardKind, string> = {
  will: '50%',
  // Treatment wishes print as the person's sentences (issues 25 and 29).
  'health-directive':
    'I want a do-not-resuscitate order: do not attempt CPR if my heart or breathing stops.',
  'power-of-attorney': 'Banking and finances',
  'digital-assets': 'Archive or memorialize it',
  'hipaa-authorization': 'Until I revoke it',
  'final-wishes': 'Upon my passing',
};

/** The same record, signed as its wizard's gating needs. */
function signedSample<K extends WizardKind>(kind: K): WizardDataByKind[K] {
  const data = sample(kind);
  if (kind === 'final-wishes') {
    const wishes = data as WizardDataByKind['final-wishes'];
    wishes.signature = { name: 'Zoë Ångström', date: '2026-11-20', confirmed: true };
    return data;
  }
  return kind === 'will' ? data : { ...data, ...signed };
}

describe('wizards API', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let users = 0;

  /** A new signed-in user (sign-ups run scrypt at full cost: tests share the app, not users). */
  const signUp = async (name = 'Ann') => {
    const agent = request.agent(testApp.app.callback());
    await agent
      .post('/api/auth/signup')
      .send({ name, email: `${name.toLowerCase()}-${++users}@example.com`, password: 'secret-1' })
      .expect(201);
    return agent;
  };
  const documentsOf = async (agent: Agent) =>
    (await agent.get('/api/documents').expect(200)).body as {
      id: string;
      title: string;
      category: string;
      status: string;
      completionPercentage: number;
    }[];
  const activityCount = async (agent: Agent) =>
    ((await agent.get('/api/activities').expect(200)).body as unknown[]).length;
  const pdfOf = async (agent: Agent, kind: WizardKind) => {
    const response = await agent
      .get(`/api/wizards/${kind}/pdf`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    // pdf.js breaks lines where the layout wraps: whitespace is folded.
    return (await pdfText(response.body as Buffer)).text.replace(/\s+/g, ' ');
  };

  beforeAll(() => {
    testApp = createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers the empty record of a wizard never saved, with its first rows', async () => {
    const ann = await signUp();
    for (const kind of wizardKinds) {
      const { body } = await ann.get(`/api/wizards/${kind}`).expect(200);
      expect(body).toMatchObject({ kind, status: 'draft', documentId: null, updatedAt: null });
    }
    const { body: will } = await ann.get('/api/wizards/will').expect(200);
    expect(will.data.beneficiaries).toEqual([
      { id: expect.any(String), name: '', relationship: '', allocation: '' },
    ]);
    const { body: finalWishes } = await ann.get('/api/wizards/final-wishes').expect(200);
    expect(finalWishes.data.legacyMessages).toEqual([]);
    await ann.get('/api/wizards/codicil').expect(404);
    await request(testApp.app.callback()).get('/api/wizards/will').expect(401);
  });

  it.each(wizardKinds)(
    '%s: a draft, a completion refused without the gating, a completed save, its PDF',
    async (kind) => {
      const ann = await signUp();

      // A draft: kept as typed, its document in progress.
      const draft = sample(kind);
      const { body: saved } = await ann
        .put(`/api/wizards/${kind}`)
        .send({ status: 'draft', data: draft })
        .expect(200);
      expect(saved).toMatchObject({ kind, status: 'draft', data: draft });
      expect((await ann.get(`/api/wizards/${kind}`).expect(200)).body).toEqual(saved);
      const [document, ...others] = await documentsOf(ann);
      expect(others).toEqual([]);
      expect(document).toMatchObject({
        id: saved.documentId,
        title: wizardDocuments[kind].title,
        category: wizardDocuments[kind].category,
        status: 'in_progress',
      });
      expect(document!.completionPercentage).toBeGreaterThan(0);
      expect(document!.completionPercentage).toBeLessThan(100);

      // Autosaving the same draft again writes no new document and no activity.
      const activities = await activityCount(ann);
      await ann.put(`/api/wizards/${kind}`).send({ status: 'draft', data: draft }).expect(200);
      expect(await documentsOf(ann)).toHaveLength(1);
      expect(await activityCount(ann)).toBe(activities);

      // Completed without the signature gating: refused, nothing changes.
      if (kind !== 'will') {
        const before = (await ann.get(`/api/wizards/${kind}`).expect(200)).body;
        const refused = await ann
          .put(`/api/wizards/${kind}`)
          .send({ status: 'completed', data: draft })
          .expect(400);
        expect(refused.body.error).toBe('validation_failed');
        expect(refused.body.message).toContain(
          kind === 'final-wishes'
            ? 'Your name and confirmation are required.'
            : SIGNATURE_MESSAGES.signature,
        );
        expect((await ann.get(`/api/wizards/${kind}`).expect(200)).body).toEqual(before);
      }

      // Completed: the same document, completed at 100 %.
      const { body: completed } = await ann
        .put(`/api/wizards/${kind}`)
        .send({ status: 'completed', data: signedSample(kind) })
        .expect(200);
      expect(completed).toMatchObject({ status: 'completed', documentId: saved.documentId });
      expect(await documentsOf(ann)).toEqual([
        expect.objectContaining({
          id: saved.documentId,
          status: 'completed',
          completionPercentage: 100,
        }),
      ]);

      // The PDF: title, the names as typed (accents too), the planning-record notice.
      const text = await pdfOf(ann, kind);
      expect(text).toContain(wizardDocuments[kind].title);
      expect(text).toContain(kind === 'will' ? 'Chloé Dubois' : 'José Núñez');
      expect(text).toContain('Zoë Ångström');
      expect(text).toContain(PLANNING_RECORD_NOTICE.slice(0, 60));
      // Choices print in the words the form shows them in (contracts' wizardLabels).
      expect(text).toContain(chosenInWords[kind]);
      if (kind === 'digital-assets') expect(text).not.toContain('Tr0ub4dor-unique-secret');
    },
  );

  it('saves the record and its document in one transaction: neither when the document cannot be made', async () => {
    const small = createTestApp({}, { collectionCap: 1 });
    try {
      const ann = request.agent(small.app.callback());
      await ann
        .post('/api/auth/signup')
        .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
        .expect(201);
      await ann.post('/api/documents').send({ title: 'Deed', category: 'property' }).expect(201);

      const refused = await ann
        .put('/api/wizards/will')
        .send({ status: 'completed', data: sample('will') })
        .expect(409);
      expect(refused.body.error).toBe('collection_full');
      expect((await ann.get('/api/wizards/will').expect(200)).body.updatedAt).toBeNull();
    } finally {
      await small.close();
    }
  });

  it("keeps each user's records to themselves; the demo account may only read", async () => {
    const ann = await signUp('Ann');
    const bob = await signUp('Bob');
    await ann
      .put('/api/wizards/will')
      .send({ status: 'draft', data: sample('will') })
      .expect(200);

    const { body: bobsWill } = await bob.get('/api/wizards/will').expect(200);
    expect(bobsWill.updatedAt).toBeNull();
    expect(JSON.stringify(bobsWill)).not.toContain('Ångström');
    expect(await pdfOf(bob, 'will')).not.toContain('Ångström');

    await bob
      .put('/api/wizards/will')
      .send({ status: 'draft', data: sample('will') })
      .expect(200);
    expect(await documentsOf(ann)).toHaveLength(1);

    await seedDemoAccount(testApp.store);
    const demo = request.agent(testApp.app.callback());
    await demo
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
      .expect(200);
    await demo.get('/api/wizards/will').expect(200);
    const refused = await demo
      .put('/api/wizards/will')
      .send({ status: 'draft', data: sample('will') })
      .expect(403);
    expect(refused.body.error).toBe('demo_read_only');
  });

  it('keeps the records encrypted on disk: no name, password or storage note in plaintext', async () => {
    const ann = await signUp();
    await ann
      .put('/api/wizards/digital-assets')
      .send({ status: 'draft', data: sample('digital-assets') })
      .expect(200);
    await ann
      .put('/api/wizards/will')
      .send({ status: 'draft', data: sample('will') })
      .expect(200);

    const onDisk = readdirSync(testApp.dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name)));
    expect(onDisk.length).toBeGreaterThan(0);
    for (const secret of [
      'Tr0ub4dor-unique-secret',
      'Steel plate in the study safe',
      'Chloé Dubois',
    ]) {
      for (const bytes of onDisk) {
        expect(bytes.includes(Buffer.from(secret))).toBe(false);
      }
    }
    // The owner reads them back as typed.
    const { body } = await ann.get('/api/wizards/digital-assets').expect(200);
    expect(body.data.accounts[0].password).toBe('Tr0ub4dor-unique-secret');
  });

  it('refuses a recovery phrase, never storing it', async () => {
    const ann = await signUp();
    const data = sample('digital-assets');
    data.cryptoWallet.recoveryPhrase =
      'legal winner thank year wave sausage worth useful legal winner thank yellow';
    const refused = await ann
      .put('/api/wizards/digital-assets')
      .send({ status: 'draft', data })
      .expect(400);
    expect(refused.body.message).toBe(RECOVERY_PHRASE_REFUSED);
    expect((await ann.get('/api/wizards/digital-assets').expect(200)).body.updatedAt).toBeNull();
  });

  it("refuses files that are not in the user's vault, and names the vault's own files", async () => {
    const ann = await signUp('Ann');
    const bob = await signUp('Bob');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
    const upload = (agent: Agent) =>
      agent
        .post('/api/files?context=pdfOnly')
        .set('Origin', 'http://localhost:8080')
        .attach('file', bytes, 'Directive.pdf')
        .expect(201);
    const annsFile = (await upload(ann)).body;
    const bobsFile = (await upload(bob)).body;

    const data = sample('health-directive');
    data.uploadedFile = { id: bobsFile.id, name: 'x.pdf', type: 'application/pdf', size: 1 };
    const refused = await ann
      .put('/api/wizards/health-directive')
      .send({ status: 'draft', data })
      .expect(400);
    expect(refused.body.error).toBe('unknown_file');

    data.uploadedFile = { id: annsFile.id, name: 'renamed.exe', type: 'text/plain', size: 1 };
    const { body } = await ann
      .put('/api/wizards/health-directive')
      .send({ status: 'draft', data })
      .expect(200);
    expect(body.data.uploadedFile).toEqual({
      id: annsFile.id,
      name: 'Directive.pdf',
      type: 'application/pdf',
      size: bytes.length,
    });
  });

  it('answers only the fields its kind names, whatever the kept record carries beside them', async () => {
    const ann = await signUp();
    const { id: userId } = (await ann.get('/api/auth/user').expect(200)).body;
    const data = sample('final-wishes');
    const file = { id: 'file-1', name: 'Voice.m4a', type: 'audio/mp4', size: 10 };
    const kept = {
      ...data,
      staleField: 'left by an older release',
      personalReflections: { ...data.personalReflections, draftNote: 'not named' },
      legacyMessages: [{ ...data.legacyMessages[0]!, file: { ...file, storagePath: 'x/y' } }],
    };
    // Written past the save route (which refuses unknown fields), as a record kept before a
    // field was dropped from its schema would be.
    await testApp.store.wizards.put(userId, {
      kind: 'final-wishes',
      status: 'draft',
      sealedData: testApp.sealer.seal(kept, `wizard:${userId}:final-wishes`),
      documentId: null,
    });

    const { body } = await ann.get('/api/wizards/final-wishes').expect(200);
    expect(body.data).toEqual({
      ...data,
      legacyMessages: [{ ...data.legacyMessages[0]!, file }],
    });
  });

  it('refuses wrong types and unknown fields in the record', async () => {
    const ann = await signUp();
    const data = { ...sample('will'), userInfo: { fullName: { $gt: '' } } };
    await ann.put('/api/wizards/will').send({ status: 'draft', data }).expect(400);
    await ann
      .put('/api/wizards/will')
      .send({ status: 'draft', data: { ...sample('will'), secretField: 1 } })
      .expect(400);
    await ann
      .put('/api/wizards/will')
      .send({ status: 'final', data: sample('will') })
      .expect(400);
    await ann.put('/api/wizards/will').send({ status: 'draft' }).expect(400);
  });
});
