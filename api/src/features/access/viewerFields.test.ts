import { randomBytes } from 'node:crypto';
import {
  wizardKinds,
  type PrintedSection,
  type ViewerPlan,
  type WizardKind,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';

// Exactly which fields a viewer receives, item type by item type and level by level, through
// GET /api/access/view and the owner's preview: any field not listed here fails the test. A
// wizard record arrives as its document (sections, labels, values), the emergency summary
// beside it.

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:8080';

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

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

const keysOf = (value: object) => Object.keys(value).sort();

/** A document's section as its heading and which of fields, table and text it has. */
const shapeOf = (section: PrintedSection) =>
  `${section.heading}: ${Object.keys(section)
    .filter((key) => key !== 'heading')
    .sort()
    .join(', ')}`;

// The sections of each wizard record's document a viewer reads, in the wizard's order, written
// out by hand from the printers (not computed): a file kept back leaves no "Attached document".
const sectionsAtFull: Record<WizardKind, string[]> = {
  will: [
    'Personal Information: fields',
    'Executor Information: fields',
    'Beneficiaries: table',
    'Special Instructions: text',
  ],
  'health-directive': [
    'Basic Information: fields',
    'Medical Power of Attorney: fields',
    'Medical Wishes: table',
    'Special Instructions: text',
    // The visible file.
    'Attached document: fields',
  ],
  'power-of-attorney': [
    'Principal Information: fields',
    'Agent Information: fields',
    'Type and Scope: fields',
    'Restrictions: text',
  ],
  'digital-assets': [
    'Authorized Digital Executor: fields',
    // One section per account, its notes under it (issue 29).
    'Account 1: Mail: fields',
    'Crypto & NFTs: fields',
    'Digital Legacy Wishes: text',
  ],
  'hipaa-authorization': [
    'Patient Information: fields',
    'Who May Release My Records: text',
    'Authorized Recipients: table',
    'Purpose of Disclosure: text',
    'Scope and Expiration: fields',
    'Your Rights: text',
  ],
  // Legacy messages go to their recipients only: no message section at any level.
  'final-wishes': [
    'Personal Reflections: fields',
    'Funeral or Memorial Wishes: fields',
    'Keepsake or Item Requests: table',
    'Supporting Documents: table',
  ],
};
// Below full, a digital-assets record is its executor and final wishes, and says what it keeps
// back; it has no signature fields to print.
const sectionsBelowFull: Record<WizardKind, string[]> = {
  ...sectionsAtFull,
  'digital-assets': [
    'Authorized Digital Executor: fields',
    'Accounts, Wallet and Storage Instructions: text',
    'Digital Legacy Wishes: text',
  ],
};
const unsigned = (kind: WizardKind, level: 'standard' | 'full') =>
  kind === 'will' || (kind === 'digital-assets' && level !== 'full');

const planFields = [
  'contacts',
  'documents',
  'expiresAt',
  'files',
  'emergencySummary',
  'level',
  'ownerName',
  'situation',
  'wishes',
  'wizards',
];
const documentFields = [
  'id',
  'title',
  'category',
  'status',
  'completionPercentage',
  'createdAt',
  'updatedAt',
];
const itemFields = {
  documentsBelowFull: documentFields,
  // When it was signed and where its original is: for whoever settles the estate.
  documentsAtFull: [...documentFields, 'custody'],
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
  wizardsBelowFull: ['kind', 'title', 'status', 'updatedAt', 'document'],
  wizardsAtFull: ['kind', 'title', 'status', 'updatedAt', 'document', 'custody'],
  custody: ['signedOn', 'originalLocation', 'originalHolder'],
  summary: [
    'name',
    'dateOfBirth',
    'codeStatus',
    'medicalWishes',
    'medicalProxies',
    'emergencyContacts',
    'notes',
    'hipaaRecipients',
    'directiveReleased',
  ],
  summaryWish: ['treatment', 'wish', 'comment'],
  person: ['name', 'relationship', 'phone', 'email'],
};

const deedsCustody = {
  signedOn: '2026-03-03',
  originalLocation: 'Fire safe, study closet',
  originalHolder: 'Attorney Jane Roe',
};
const willCustody = {
  signedOn: '2025-11-20',
  originalLocation: 'Bank safe deposit box 12',
  originalHolder: '',
};

/** One of everything: every item type, every wizard with rows, one file shown and one hidden. */
async function fullPlan(agent: Agent) {
  const document = (
    await agent
      .post('/api/documents')
      .send({ title: 'Deeds', category: 'property', ...deedsCustody })
      .expect(201)
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
  const cards: { id: string; wizardKind: string | null }[] = (
    await agent.get('/api/documents').expect(200)
  ).body;
  const willCard = cards.find((card) => card.wizardKind === 'will')!;
  await agent.put(`/api/documents/${willCard.id}`).send(willCustody).expect(200);
  return { shown, hidden };
}

function expectExactFields(plan: ViewerPlan, level: 'standard' | 'full') {
  expect(keysOf(plan)).toEqual([...planFields].sort());
  const full = level === 'full';
  const lists = {
    documents: full ? itemFields.documentsAtFull : itemFields.documentsBelowFull,
    files: itemFields.files,
    wishes: itemFields.wishes,
    contacts: full ? itemFields.contactsAtFull : itemFields.contactsBelowFull,
    wizards: full ? itemFields.wizardsAtFull : itemFields.wizardsBelowFull,
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
  const sections = level === 'full' ? sectionsAtFull : sectionsBelowFull;
  for (const { kind, document } of plan.wizards) {
    expect({ kind, fields: keysOf(document) }).toEqual({
      kind,
      fields: ['sections', 'signature', 'title'],
    });
    expect({ kind, sections: document.sections.map(shapeOf) }).toEqual({
      kind,
      sections: sections[kind],
    });
    for (const section of document.sections) {
      for (const field of section.fields ?? []) {
        expect(field).toEqual([expect.any(String), expect.any(String)]);
      }
      if (section.table) {
        expect(keysOf(section.table)).toEqual(['columns', 'rows']);
        for (const row of section.table.rows) {
          expect(row).toHaveLength(section.table.columns.length);
        }
      }
    }
    expect({ kind, signature: document.signature && keysOf(document.signature) }).toEqual({
      kind,
      signature: unsigned(kind, level) ? null : ['confirmed', 'date', 'name'],
    });
  }
  for (const item of full ? [...plan.documents, ...plan.wizards] : []) {
    expect(keysOf(item.custody!)).toEqual([...itemFields.custody].sort());
  }
  // The health directive is released: the summary, with exactly its fields.
  const summary = plan.emergencySummary!;
  expect(keysOf(summary)).toEqual([...itemFields.summary].sort());
  for (const wish of summary.medicalWishes) {
    expect(keysOf(wish)).toEqual([...itemFields.summaryWish].sort());
  }
  for (const person of [
    ...summary.medicalProxies,
    ...summary.emergencyContacts,
    ...summary.hipaaRecipients,
  ]) {
    expect(keysOf(person)).toEqual([...itemFields.person].sort());
  }
  expect(summary.hipaaRecipients.length + summary.medicalWishes.length).toBeGreaterThan(0);
}

describe('what a viewer receives, field by field', () => {
  let ann: Awaited<ReturnType<typeof signedIn>>;
  let files: Awaited<ReturnType<typeof fullPlan>>;
  let standardView: ViewerPlan;
  let fullView: ViewerPlan;

  beforeAll(async () => {
    ann = await signedIn('Ann');
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

    const admin = await signedIn('Ada', { admin: true });
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
      'Look after the garden.',
    ]) {
      expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
    }
  });

  it('a full viewer gets exactly the listed fields, the whole digital-assets record included', () => {
    expectExactFields(fullView, 'full');
    const digital = fullView.wizards.find((wizard) => wizard.kind === 'digital-assets')!;
    const sections = digital.document.sections;
    expect(sections[1]!.fields).toEqual([
      ['Platform', 'Mail'],
      ['Username', 'ann.secret.user'],
      ['Password', 'Kept in your vault, not printed'],
      ['What to do', 'Delete the account'],
      ['Notes', 'Account notes for full only'],
    ]);
    expect(sections[2]!.fields).toContainEqual([
      'Recovery phrase instructions',
      'In the blue envelope at the bank',
    ]);
    // A password is never printed, whoever reads; a message never goes through a grant.
    expect(JSON.stringify(fullView)).not.toContain('hunter2-secret');
    expect(JSON.stringify(fullView)).not.toContain('Look after the garden.');
  });

  it("a full viewer gets each document's custody, its wizard card's for a record; below full none", () => {
    expect(fullView.documents.find((document) => document.title === 'Deeds')!.custody).toEqual(
      deedsCustody,
    );
    const custodyOf = (kind: WizardKind) =>
      fullView.wizards.find((wizard) => wizard.kind === kind)!.custody;
    expect(custodyOf('will')).toEqual(willCustody);
    expect(custodyOf('power-of-attorney')).toEqual({
      signedOn: null,
      originalLocation: '',
      originalHolder: '',
    });
    const standard = JSON.stringify(standardView);
    for (const recorded of [
      '2026-03-03',
      'Fire safe',
      'Jane Roe',
      'Bank safe deposit',
      'custody',
    ]) {
      expect({ recorded, shown: standard.includes(recorded) }).toEqual({ recorded, shown: false });
    }
  });

  it('names no hidden file, through a wizard record or anywhere else, at any level', () => {
    for (const plan of [standardView, fullView]) {
      expect(JSON.stringify(plan)).not.toContain('hidden-diagnosis');
      expect(JSON.stringify(plan)).not.toContain(files.hidden.id);
      expect(plan.files.map((file) => file.name)).toEqual(['shown-scan.pdf']);
      const sectionsOf = (kind: WizardKind) =>
        plan.wizards.find((wizard) => wizard.kind === kind)!.document.sections;
      expect(sectionsOf('health-directive').at(-1)).toEqual({
        heading: 'Attached document',
        fields: [['File', 'shown-scan.pdf']],
      });
      expect(sectionsOf('power-of-attorney').map((section) => section.heading)).not.toContain(
        'Attached document',
      );
      expect(sectionsOf('final-wishes').at(-1)!.table!.rows).toEqual([['shown-scan.pdf']]);
    }
  });

  it('the owner’s preview is the same code: the same fields and values as the viewer’s', async () => {
    const standardPreview: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=standard').expect(200)
    ).body;
    const fullPreview: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=full').expect(200)
    ).body;
    expectExactFields(standardPreview, 'standard');
    expectExactFields(fullPreview, 'full');
    expect({ ...standardPreview, expiresAt: null }).toEqual({ ...standardView, expiresAt: null });
    expect({ ...fullPreview, expiresAt: null }).toEqual({ ...fullView, expiresAt: null });
  });
});
