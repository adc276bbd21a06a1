import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { wizardKinds, type ViewerPlan, type WizardKind } from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { hashPassword } from '../auth/passwords';

// Exactly which fields a viewer receives, item type by item type and level by level, through
// GET /api/access/view and the owner's preview: any field not listed here fails the test.

jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;
const ORIGIN = 'http://localhost:8080';

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

let addresses = 0;
const visitor = () =>
  request.agent(testApp.app.callback()).set('X-Forwarded-For', `10.9.0.${++addresses}`);

async function owner(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  await testApp.store.users.create({
    name,
    email,
    passwordHash: await hashPassword('password-1'),
    role: 'user',
    emailVerified: true,
  });
  const agent = visitor();
  await agent.post('/api/auth/login').send({ email, password: 'password-1' }).expect(200);
  return { agent, email };
}

const release = (agent: Agent, type: string, id: string, settings: object) =>
  agent.put(`/api/privacy/items/${type}/${id}`).send(settings).expect(200);
const openToBasic = { requiredAccessLevel: 'basic', releaseTiming: 'immediate', isVisible: true };

async function upload(agent: Agent, name: string) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
  const { body } = await agent
    .post('/api/files')
    .set('Origin', ORIGIN)
    .attach('file', bytes, name)
    .expect(201);
  return { id: body.id as string, name, type: 'application/pdf', size: bytes.length };
}

/** Every field path of a value, such as `accounts[].platform`: its leaves, sorted. */
function fieldPaths(value: unknown, path = ''): string[] {
  const found = new Set<string>();
  const walk = (inner: unknown, at: string) => {
    if (Array.isArray(inner)) {
      if (inner.length === 0) found.add(`${at}[]`);
      for (const item of inner) walk(item, `${at}[]`);
    } else if (inner !== null && typeof inner === 'object') {
      for (const [key, field] of Object.entries(inner)) walk(field, at ? `${at}.${key}` : key);
    } else {
      found.add(at);
    }
  };
  walk(value, path);
  return [...found].sort();
}
const keysOf = (value: object) => Object.keys(value).sort();
const under = (parent: string, fields: string[]) => fields.map((field) => `${parent}.${field}`);
const fileRef = ['id', 'name', 'size', 'type'];

// The fields of each wizard record a viewer reads, written out from the schemas of
// contracts/src/wizards by hand (not computed), with the released files only.
const wizardFieldsAtFull: Record<WizardKind, string[]> = {
  will: [
    ...under('userInfo', ['fullName', 'dateOfBirth', 'address', 'email']),
    ...under('executor', ['name', 'relationship', 'contactInfo']),
    ...under('beneficiaries[]', ['id', 'name', 'relationship', 'allocation']),
    'specialInstructions',
  ],
  'health-directive': [
    ...under('basicInfo', ['fullName', 'dateOfBirth', 'email', 'phoneNumber']),
    ...under('medicalPowerOfAttorney', [
      'agentName',
      'relationship',
      'phoneNumber',
      'hasAlternateAgent',
      'alternateAgent',
      'alternateRelationship',
      'alternatePhone',
    ]),
    ...['doNotResuscitate', 'organDonation', 'mechanicalVentilation', 'feedingTube'].flatMap(
      (wish) => under(`medicalWishes.${wish}`, ['choice', 'comment']),
    ),
    'specialInstructions',
    // The visible file: its reference stays.
    ...under('uploadedFile', fileRef),
    'signature',
    'signatureDate',
    'isConfirmed',
  ],
  'power-of-attorney': [
    ...under('principalInfo', ['fullName', 'dateOfBirth', 'phoneNumber', 'email', 'address']),
    ...under('primaryAgent', ['fullName', 'relationship', 'phoneNumber', 'email', 'address']),
    'alternateAgent',
    'poaType',
    ...under('authorityScope', [
      'realEstate',
      'banking',
      'legal',
      'healthcare',
      'business',
      'other',
      'otherDescription',
    ]),
    'effectiveDate',
    'specificDate',
    'restrictions',
    // The hidden file: no reference, no name.
    'uploadedFile',
    'signature',
    'signatureDate',
    'isConfirmed',
  ],
  'digital-assets': [
    ...under('digitalExecutor', ['fullName', 'relationship', 'phoneNumber', 'email']),
    ...under('accounts[]', ['id', 'platform', 'username', 'password', 'action', 'notes']),
    'hasCrypto',
    ...under('cryptoWallet', [
      'walletType',
      'walletAddress',
      'storageLocation',
      'recoveryPhrase',
      'notes',
    ]),
    'uploadedFile',
    'finalWishes',
    'signature',
    'signatureDate',
    'isConfirmed',
  ],
  'hipaa-authorization': [
    ...under('patientInfo', ['fullName', 'dateOfBirth', 'address', 'phoneNumber', 'email']),
    ...under('recipients[]', ['id', 'fullName', 'relationship', 'phoneNumber', 'email']),
    ...under('scopeOfAccess', [
      'medicalHistory',
      'mentalHealthRecords',
      'labResults',
      'billingInsurance',
      'other',
      'otherDescription',
    ]),
    'expirationType',
    'expirationDate',
    'expirationEvent',
    'uploadedFile',
    'signature',
    'signatureDate',
    'isConfirmed',
  ],
  // Legacy messages are items of their own; of the supporting files, the visible one.
  'final-wishes': [
    ...under('personalReflections', ['rememberedFor', 'adviceAndLessons']),
    ...under('funeralWishes', ['hasPreferences', 'type', 'location', 'musicOrReadings', 'notes']),
    ...under('keepsakeItems[]', ['id', 'itemName', 'recipient', 'note']),
    ...under('uploadedFiles[]', fileRef),
    ...under('signature', ['name', 'date', 'confirmed']),
  ],
};
// Below full, a digital-assets record is its executor and final wishes only (issue 24).
const wizardFieldsBelowFull: Record<WizardKind, string[]> = {
  ...wizardFieldsAtFull,
  'digital-assets': [
    ...under('digitalExecutor', ['fullName', 'relationship', 'phoneNumber', 'email']),
    'finalWishes',
  ],
};

const planFields = [
  'contacts',
  'documents',
  'expiresAt',
  'files',
  'level',
  'messages',
  'ownerName',
  'situation',
  'wishes',
  'wizards',
];
const itemFields = {
  documents: [
    'id',
    'title',
    'category',
    'status',
    'completionPercentage',
    'createdAt',
    'updatedAt',
  ],
  files: ['id', 'name', 'type', 'size', 'category', 'tags', 'notes', 'uploadDate', 'status'],
  wishes: [
    'id',
    'category',
    'subcategory',
    'preference',
    'details',
    'importance',
    'isSelected',
    'createdAt',
    'updatedAt',
  ],
  contactsBelowFull: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'relation',
    'role',
    'createdAt',
    'updatedAt',
  ],
  contactsAtFull: [
    'id',
    'firstName',
    'lastName',
    'email',
    'phone',
    'relation',
    'role',
    'address',
    'notes',
    'createdAt',
    'updatedAt',
  ],
  wizards: ['kind', 'title', 'status', 'updatedAt', 'data'],
  messages: [
    'id',
    'recipientName',
    'relationship',
    'messageType',
    'content',
    'deliveryTiming',
    'specificDate',
    'milestoneDetails',
  ],
};

/** One of everything: every item type, every wizard with rows, one file shown and one hidden. */
async function fullPlan(agent: Agent) {
  const document = (
    await agent.post('/api/documents').send({ title: 'Deeds', category: 'property' }).expect(201)
  ).body;
  await release(agent, 'document', document.id, openToBasic);
  const wish = (
    await agent.post('/api/wishes').send({ preference: 'Roses', category: 'flowers' }).expect(201)
  ).body;
  await release(agent, 'wish', wish.id, openToBasic);
  const contact = (
    await agent
      .post('/api/contacts')
      .send({
        firstName: 'Cara',
        lastName: 'Lee',
        role: 'executor',
        address: '1 Garden Lane',
        notes: 'Has the spare keys',
      })
      .expect(201)
  ).body;
  await release(agent, 'contact', contact.id, openToBasic);

  const shown = await upload(agent, 'shown-scan.pdf');
  await release(agent, 'file', shown.id, openToBasic);
  const hidden = await upload(agent, 'hidden-diagnosis.pdf');
  await release(agent, 'file', hidden.id, { ...openToBasic, isVisible: false });

  const data = Object.fromEntries(
    wizardKinds.map((kind) => [kind, emptyWizardData(kind, () => `${kind}-row`)]),
  ) as unknown as Record<WizardKind, Record<string, unknown>>;
  (data['health-directive'] as { uploadedFile: unknown }).uploadedFile = shown;
  (data['power-of-attorney'] as { uploadedFile: unknown }).uploadedFile = hidden;
  const digital = data['digital-assets'] as Record<string, unknown>;
  digital.digitalExecutor = {
    fullName: 'Dan Lee',
    relationship: 'Son',
    phoneNumber: '555-0100',
    email: 'dan@example.com',
  };
  digital.accounts = [
    {
      id: 'account-1',
      platform: 'Mail',
      username: 'ann.secret.user',
      password: 'hunter2-secret',
      action: 'delete',
      notes: 'Account notes for full only',
    },
  ];
  digital.hasCrypto = true;
  digital.cryptoWallet = {
    walletType: 'Hardware',
    walletAddress: 'bc1q-wallet-address',
    storageLocation: 'Safe behind the painting',
    recoveryPhrase: 'In the blue envelope at the bank',
    notes: 'Wallet notes for full only',
  };
  digital.uploadedFile = hidden;
  digital.finalWishes = 'Close everything';
  const finalWishes = data['final-wishes'] as Record<string, unknown>;
  finalWishes.keepsakeItems = [{ id: 'keep-1', itemName: 'Watch', recipient: 'Dan', note: '' }];
  finalWishes.uploadedFiles = [shown, hidden];
  finalWishes.legacyMessages = [
    {
      id: 'message-1',
      recipientName: 'Cara',
      relationship: 'Daughter',
      messageType: 'text',
      content: 'Look after the garden.',
      deliveryTiming: 'upon_passing',
      specificDate: '',
      milestoneDetails: '',
      file: hidden,
    },
  ];
  for (const kind of wizardKinds) {
    await agent.put(`/api/wizards/${kind}`).send({ status: 'draft', data: data[kind] }).expect(200);
    await release(agent, 'wizard', kind, { ...openToBasic, requiredAccessLevel: 'standard' });
  }
  await release(agent, 'message', 'message-1', openToBasic);
  return { shown, hidden };
}

function expectExactFields(plan: ViewerPlan, level: 'standard' | 'full') {
  expect(keysOf(plan)).toEqual([...planFields].sort());
  const lists = {
    documents: itemFields.documents,
    files: itemFields.files,
    wishes: itemFields.wishes,
    contacts: level === 'full' ? itemFields.contactsAtFull : itemFields.contactsBelowFull,
    wizards: itemFields.wizards,
    messages: itemFields.messages,
  };
  for (const [list, fields] of Object.entries(lists)) {
    const items = plan[list as keyof typeof lists] as object[];
    // Saving a wizard adds its document too: at least one of each, and every wizard.
    expect({ list, some: items.length > 0 }).toEqual({ list, some: true });
    if (list === 'wizards') expect(items).toHaveLength(6);
    for (const item of items)
      expect({ list, fields: keysOf(item) }).toEqual({
        list,
        fields: [...fields].sort(),
      });
  }
  const expected = level === 'full' ? wizardFieldsAtFull : wizardFieldsBelowFull;
  for (const wizard of plan.wizards) {
    expect({ kind: wizard.kind, fields: fieldPaths(wizard.data) }).toEqual({
      kind: wizard.kind,
      fields: [...expected[wizard.kind]].sort(),
    });
  }
}

describe('what a viewer receives, field by field', () => {
  let ann: Awaited<ReturnType<typeof owner>>;
  let files: Awaited<ReturnType<typeof fullPlan>>;
  let standardView: ViewerPlan;
  let fullView: ViewerPlan;

  beforeAll(async () => {
    ann = await owner('Ann');
    files = await fullPlan(ann.agent);
    const key = (await ann.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
    const standard = visitor();
    await standard
      .post('/api/access/requests')
      .send({
        level: 'standard',
        ownerEmail: ann.email,
        accessKey: key,
        requester: { name: 'Eve Lee', email: 'eve@example.com', relationship: 'Niece' },
      })
      .expect(201);
    standardView = (await standard.get('/api/access/view').expect(200)).body;

    const admin = await owner('Ada');
    const adminUser = await testApp.store.users.findByEmail('ada@example.com');
    await testApp.store.users.setRole(adminUser!.id, 'admin', 'command_line');
    const pending = await visitor()
      .post('/api/access/requests')
      .send({
        level: 'full',
        ownerEmail: ann.email,
        deathCertificate: 'DC-2026-0042',
        medicalValidation: 'MV-7731',
        identityProof: 'ID-99812',
        requester: { name: 'Dan Lee', email: 'dan@example.com', relationship: 'Son' },
      })
      .expect(202);
    await admin.agent
      .post(`/api/admin/access-requests/${pending.body.requestId}/verify`)
      .expect(200);
    const full = visitor();
    await full
      .post(`/api/access/requests/${pending.body.requestId}/claim`)
      .send({ token: pending.body.claimToken })
      .expect(201);
    fullView = (await full.get('/api/access/view').expect(200)).body;
  });

  it('a standard viewer gets exactly the listed fields, and of digital assets only the executor and final wishes', () => {
    expectExactFields(standardView, 'standard');
    const text = JSON.stringify(standardView);
    for (const secret of [
      'In the blue envelope',
      'Safe behind the painting',
      'bc1q-wallet-address',
      'ann.secret.user',
      'hunter2-secret',
      'Account notes for full only',
      'Wallet notes for full only',
      '1 Garden Lane',
    ]) {
      expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
    }
  });

  it('a full viewer gets exactly the listed fields, the whole digital-assets record included', () => {
    expectExactFields(fullView, 'full');
    const digital = fullView.wizards.find((wizard) => wizard.kind === 'digital-assets')!;
    expect(digital.data).toMatchObject({
      cryptoWallet: { recoveryPhrase: 'In the blue envelope at the bank' },
      accounts: [{ username: 'ann.secret.user' }],
    });
  });

  it('names no hidden file, through a wizard record or anywhere else, at any level', () => {
    for (const plan of [standardView, fullView]) {
      expect(JSON.stringify(plan)).not.toContain('hidden-diagnosis');
      expect(JSON.stringify(plan)).not.toContain(files.hidden.id);
      expect(plan.files.map((file) => file.name)).toEqual(['shown-scan.pdf']);
      const dataOf = (kind: WizardKind) =>
        plan.wizards.find((wizard) => wizard.kind === kind)!.data as Record<string, unknown>;
      expect(dataOf('health-directive').uploadedFile).toEqual(files.shown);
      expect(dataOf('power-of-attorney').uploadedFile).toBeNull();
      expect(dataOf('final-wishes').uploadedFiles).toEqual([files.shown]);
    }
  });

  it('the owner’s preview is the same code: the same fields and values as the viewer’s', async () => {
    const standardPreview: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=standard&timing=emergency').expect(200)
    ).body;
    const fullPreview: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=full&timing=after_passing').expect(200)
    ).body;
    expectExactFields(standardPreview, 'standard');
    expectExactFields(fullPreview, 'full');
    expect({ ...standardPreview, expiresAt: null }).toEqual({ ...standardView, expiresAt: null });
    expect({ ...fullPreview, expiresAt: null }).toEqual({ ...fullView, expiresAt: null });
  });
});
