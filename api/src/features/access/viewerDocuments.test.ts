import {
  type AccessLogEntry,
  type EmergencySummary,
  type ViewerPlan,
  type WizardDataByKind,
  type WizardKind,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { pdfText } from '../../testing/pdfText';
import { binaryParser } from '../../testing/binaryBody';

// What viewers get as documents (issue 25): each released wizard record as its document, the
// same PDF the owner downloads, and the emergency summary a basic emergency card opens, all
// with only the recommended settings (contracts' defaultReleaseSettings).

jest.setTimeout(60_000);

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

type Owner = Awaited<ReturnType<typeof signedIn>>;

let rows = 0;
const rowId = () => `row-${++rows}`;
const empty = <K extends WizardKind>(kind: K): WizardDataByKind[K] => emptyWizardData(kind, rowId);

function directive(): WizardDataByKind['health-directive'] {
  const data = empty('health-directive');
  data.basicInfo = {
    fullName: 'Ann Marie Lee',
    dateOfBirth: '1950-02-03',
    email: 'ann@example.com',
    phoneNumber: '555-0100',
  };
  data.medicalPowerOfAttorney = {
    agentName: 'Paul Lee',
    relationship: 'Husband',
    phoneNumber: '555-0101',
    hasAlternateAgent: true,
    alternateAgent: 'Rita Lee',
    alternateRelationship: 'Sister',
    alternatePhone: '555-0102',
  };
  data.medicalWishes = {
    doNotResuscitate: { choice: 'yes', comment: 'After two doctors agree' },
    organDonation: { choice: 'no', comment: '' },
    mechanicalVentilation: { choice: 'do_not_allow', comment: 'Not for more than a week' },
    feedingTube: { choice: '', comment: '' },
  };
  data.specialInstructions = 'Allergic to penicillin.';
  return data;
}

function hipaa(): WizardDataByKind['hipaa-authorization'] {
  const data = empty('hipaa-authorization');
  data.patientInfo = {
    fullName: 'Ann M. Lee',
    dateOfBirth: '1950-02-03',
    address: '1 Garden Lane',
    phoneNumber: '555-0100',
    email: 'ann@example.com',
  };
  data.recipients = [
    {
      id: rowId(),
      fullName: 'Dr. Hale',
      relationship: 'Physician',
      phoneNumber: '555-0400',
      email: 'hale@example.com',
    },
  ];
  return data;
}

function digitalAssets(): WizardDataByKind['digital-assets'] {
  const data = empty('digital-assets');
  data.digitalExecutor = {
    fullName: 'Dan Lee',
    relationship: 'Son',
    phoneNumber: '555-0500',
    email: 'dan@example.com',
  };
  data.accounts = [
    {
      id: rowId(),
      platform: 'Mailbox Co',
      username: 'ann.secret.user',
      password: 'hunter2-secret',
      action: 'delete',
      notes: 'Account notes for full only',
    },
  ];
  data.hasCrypto = true;
  data.cryptoWallet = {
    walletType: 'Hardware',
    walletAddress: 'bc1q-wallet-address',
    storageLocation: 'Safe behind the painting',
    recoveryPhrase: 'In the blue envelope at the bank',
    notes: 'Wallet notes for full only',
  };
  data.finalWishes = 'Close everything after a year.';
  return data;
}

function finalWishes(): WizardDataByKind['final-wishes'] {
  const data = empty('final-wishes');
  data.legacyMessages = [
    {
      id: rowId(),
      recipientContactId: '',
      recipientName: 'Paul',
      recipientEmail: '',
      relationship: 'Husband',
      messageType: 'text',
      content: 'Look after the garden.',
      deliveryTiming: 'upon_passing',
      specificDate: '',
      milestoneDetails: '',
      file: null,
    },
  ];
  data.personalReflections.rememberedFor = 'Her roses';
  return data;
}

const save = (agent: Agent, kind: WizardKind, data: object) =>
  agent.put(`/api/wizards/${kind}`).send({ status: 'draft', data }).expect(200);

const contact = (agent: Agent, fields: object) =>
  agent.post('/api/contacts').send(fields).expect(201);

/** A plan with the recommended settings only: nothing is released by hand. */
async function emergencyPlan(ann: Owner) {
  await save(ann.agent, 'health-directive', directive());
  await save(ann.agent, 'hipaa-authorization', hipaa());
  await save(ann.agent, 'digital-assets', digitalAssets());
  await save(ann.agent, 'final-wishes', finalWishes());
  const will = empty('will');
  will.executor.name = 'José Executor';
  await save(ann.agent, 'will', will);
  await contact(ann.agent, {
    firstName: 'Eve',
    lastName: 'Stone',
    role: 'emergency_contact',
    relation: 'Neighbour',
    phone: '555-0200',
    email: 'eve@example.com',
    notes: 'Has a key to the house',
    address: '9 Elm Road',
  });
  await contact(ann.agent, {
    firstName: 'Mark',
    lastName: 'Moss',
    role: 'medical_proxy',
    relation: 'Friend',
    phone: '555-0300',
    email: 'mark@example.com',
  });
  // The directive's agent, kept as a contact too: one person in the summary, with the email.
  await contact(ann.agent, {
    firstName: 'Paul',
    lastName: 'Lee',
    role: 'medical_proxy',
    relation: 'Husband',
    email: 'paul@example.com',
  });
  await contact(ann.agent, {
    firstName: 'Cara',
    lastName: 'Executor',
    role: 'executor',
    phone: '555-0600',
  });
}

async function cardHolder(ann: Owner) {
  const card = (
    await ann.agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201)
  ).body;
  const viewer = visitor();
  await viewer
    .post('/api/access/requests')
    .send({
      level: 'basic',
      cardId: card.cardId,
      cardCode: new URL(card.accessUrl).searchParams.get('code'),
      emergencyReason: 'Collapsed at home; the nurse needs her directive',
      requester: { name: 'Nora Nurse', email: 'nora@example.com', relationship: 'Nurse' },
    })
    .expect(201);
  return viewer;
}

async function keyHolder(ann: Owner) {
  const key = (await ann.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
  const viewer = visitor();
  await viewer
    .post('/api/access/requests')
    .send({
      level: 'standard',
      ownerEmail: ann.email,
      accessKey: key,
      requester: { name: 'Sam Sister', email: 'sam@example.com', relationship: 'Sister' },
    })
    .expect(201);
  return viewer;
}

/** A PDF's bytes, checked as an attachment, and its text with whitespace folded. */
async function pdfOf(agent: Agent, path: string) {
  const response = await agent.get(path).buffer(true).parse(binaryParser).expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
  const { text, pages } = await pdfText(response.body as Buffer);
  // pdf.js breaks lines where the layout wraps: whitespace is folded.
  return { text: text.replace(/\s+/g, ' '), pages };
}

const downloads = async (ann: Owner) =>
  ((await ann.agent.get('/api/privacy/log').expect(200)).body as AccessLogEntry[])
    .filter((entry) => entry.action === 'document.downloaded')
    .map((entry) => ({ who: entry.actor.name, detail: entry.detail }));

describe('a basic emergency card holder, with the recommended settings', () => {
  let ann: Owner;
  let nurse: Agent;
  let view: ViewerPlan;

  beforeAll(async () => {
    ann = await signedIn();
    await emergencyPlan(ann);
    nurse = await cardHolder(ann);
    view = (await nurse.get('/api/access/view').expect(200)).body;
  });

  it('gets the emergency summary: code status in words, wishes, proxies with phones, contacts, HIPAA recipients', () => {
    const summary: EmergencySummary = {
      name: 'Ann Marie Lee',
      dateOfBirth: '1950-02-03',
      codeStatus: 'Do not resuscitate: YES — do not attempt CPR. Comment: After two doctors agree',
      medicalWishes: [
        { treatment: 'Organ donation', wish: 'Organ donation: NO — do not donate', comment: '' },
        {
          treatment: 'Mechanical ventilation',
          wish: 'Mechanical ventilation: DO NOT ALLOW — no breathing machine',
          comment: 'Not for more than a week',
        },
        { treatment: 'Feeding tube', wish: 'Feeding tube: Not stated', comment: '' },
      ],
      medicalProxies: [
        { name: 'Paul Lee', relationship: 'Husband', phone: '555-0101', email: 'paul@example.com' },
        { name: 'Rita Lee', relationship: 'Sister', phone: '555-0102', email: '' },
        { name: 'Mark Moss', relationship: 'Friend', phone: '555-0300', email: 'mark@example.com' },
      ],
      emergencyContacts: [
        {
          name: 'Eve Stone',
          relationship: 'Neighbour',
          phone: '555-0200',
          email: 'eve@example.com',
        },
      ],
      notes: 'Allergic to penicillin.',
      hipaaRecipients: [
        {
          name: 'Dr. Hale',
          relationship: 'Physician',
          phone: '555-0400',
          email: 'hale@example.com',
        },
      ],
      directiveReleased: true,
    };
    expect(view.emergencySummary).toEqual(summary);
  });

  it('gets the directive and the HIPAA authorization as documents, and nothing it is not released', () => {
    expect(view.wizards.map((wizard) => wizard.kind)).toEqual([
      'health-directive',
      'hipaa-authorization',
    ]);
    const directiveDocument = view.wizards[0]!.document;
    expect(directiveDocument.sections.map((section) => section.heading)).toEqual([
      'Basic Information',
      'Medical Power of Attorney',
      'Medical Wishes',
      'Special Instructions',
    ]);
    expect(directiveDocument.sections[2]!.table).toEqual({
      columns: ['Wish', 'Comment'],
      rows: [
        [
          'I want a do-not-resuscitate order: do not attempt CPR if my heart or breathing stops.',
          'After two doctors agree',
        ],
        ['I do not want to donate my organs or tissues.', ''],
        [
          'I do not want a breathing machine (mechanical ventilation) to be used.',
          'Not for more than a week',
        ],
        ['I have not said whether tube feeding may be used.', ''],
      ],
    });
    expect(view.contacts.map((person) => person.firstName).sort()).toEqual(['Eve', 'Mark', 'Paul']);
    const text = JSON.stringify(view);
    for (const kept of [
      'José Executor',
      'Cara',
      'Look after the garden',
      'Her roses',
      'Dan Lee',
      // A contact's address and notes need full access.
      'Has a key to the house',
      '9 Elm Road',
    ]) {
      expect({ kept, shown: text.includes(kept) }).toEqual({ kept, shown: false });
    }
  });

  it('downloads the summary as a one-page PDF and the directive’s PDF, each logged for the owner', async () => {
    const summary = await pdfOf(nurse, '/api/access/view/emergency-summary/pdf');
    expect(summary.pages).toBe(1);
    for (const line of [
      'Ann Marie Lee',
      'Do not resuscitate: YES — do not attempt CPR',
      'Paul Lee',
      '555-0101',
      'Eve Stone',
      'Dr. Hale',
      'Allergic to penicillin.',
    ]) {
      expect(summary.text).toContain(line);
    }

    const viewerCopy = await pdfOf(nurse, '/api/access/view/wizards/health-directive/pdf');
    const ownerCopy = await pdfOf(ann.agent, '/api/wizards/health-directive/pdf');
    expect(viewerCopy.text).toBe(ownerCopy.text);

    expect(await downloads(ann)).toEqual([
      { who: 'Nora Nurse', detail: 'Advance Health Directive' },
      { who: 'Nora Nurse', detail: 'Emergency medical summary' },
    ]);
  });

  it('is refused the PDF of a record not released to it, or of no record, without a log entry', async () => {
    for (const kind of ['will', 'digital-assets', 'final-wishes', 'power-of-attorney', 'codicil']) {
      const refused = await nurse.get(`/api/access/view/wizards/${kind}/pdf`).expect(404);
      expect(refused.body.error).toBe('not_found');
    }
    await visitor().get('/api/access/view/wizards/health-directive/pdf').expect(401);
    await visitor().get('/api/access/view/emergency-summary/pdf').expect(401);
    expect((await downloads(ann)).map((entry) => entry.detail)).not.toContain(
      'Last Will & Testament',
    );
  });
});

describe('a standard key holder, with the recommended settings', () => {
  it('has no summary when nothing it is made of is released, and no summary PDF', async () => {
    const ann = await signedIn();
    await save(ann.agent, 'final-wishes', finalWishes());
    await ann.agent
      .put('/api/privacy/items/wizard/final-wishes')
      .send({ requiredAccessLevel: 'standard', releaseTiming: 'emergency', isVisible: true })
      .expect(200);
    const sister = await keyHolder(ann);
    const view: ViewerPlan = (await sister.get('/api/access/view').expect(200)).body;
    expect(view.emergencySummary).toBeNull();
    const refused = await sister.get('/api/access/view/emergency-summary/pdf').expect(404);
    expect(refused.body.error).toBe('not_found');
    // The final wishes, released to standard by hand: the document, without the message.
    const wishes = view.wizards.find((wizard) => wizard.kind === 'final-wishes')!.document;
    expect(JSON.stringify(wishes)).not.toContain('Look after the garden');
    expect(wishes.sections.map((section) => section.heading)).toEqual([
      'Personal Reflections',
      'Funeral or Memorial Wishes',
      'Keepsake or Item Requests',
      'Supporting Documents',
    ]);
    const pdf = await pdfOf(sister, '/api/access/view/wizards/final-wishes/pdf');
    expect(pdf.text).toContain('Her roses');
    expect(pdf.text).not.toContain('Look after the garden');
    expect(pdf.text).not.toContain('Legacy Message');
  });

  it('reads the digital-assets record below full as its executor and wishes, saying what needs full access', async () => {
    const ann = await signedIn();
    await save(ann.agent, 'digital-assets', digitalAssets());
    await ann.agent
      .put('/api/privacy/items/wizard/digital-assets')
      .send({ requiredAccessLevel: 'standard', releaseTiming: 'emergency', isVisible: true })
      .expect(200);
    const sister = await keyHolder(ann);
    const view: ViewerPlan = (await sister.get('/api/access/view').expect(200)).body;
    const document = view.wizards.find((wizard) => wizard.kind === 'digital-assets')!.document;
    expect(document.sections).toEqual([
      {
        heading: 'Authorized Digital Executor',
        fields: [
          ['Full name', 'Dan Lee'],
          ['Relationship', 'Son'],
          ['Phone number', '555-0500'],
          ['Email', 'dan@example.com'],
        ],
      },
      {
        heading: 'Accounts, Wallet and Storage Instructions',
        text: 'The accounts, any crypto wallet and where its keys are kept are shown with full access only.',
      },
      { heading: 'Digital Legacy Wishes', text: 'Close everything after a year.' },
    ]);
    const pdf = await pdfOf(sister, '/api/access/view/wizards/digital-assets/pdf');
    for (const secret of [
      'Mailbox Co',
      'ann.secret.user',
      'hunter2-secret',
      'Account notes for full only',
      'bc1q-wallet-address',
      'Safe behind the painting',
      'In the blue envelope',
      'Wallet notes for full only',
      'None listed',
    ]) {
      expect({ secret, inView: JSON.stringify(view).includes(secret) }).toEqual({
        secret,
        inView: false,
      });
      expect({ secret, inPdf: pdf.text.includes(secret) }).toEqual({ secret, inPdf: false });
    }
    expect(pdf.text).toContain('shown with full access only');
    expect(await downloads(ann)).toEqual([{ who: 'Sam Sister', detail: 'Digital Assets' }]);
  });
});

describe('the owner’s PDF of the health directive', () => {
  it('prints the medical wishes as sentences in the owner’s voice', async () => {
    const ann = await signedIn();
    await save(ann.agent, 'health-directive', directive());
    const { text } = await pdfOf(ann.agent, '/api/wizards/health-directive/pdf');
    for (const sentence of [
      'I want a do-not-resuscitate order: do not attempt CPR if my heart or breathing stops.',
      'I do not want to donate my organs or tissues.',
      'I do not want a breathing machine (mechanical ventilation) to be used.',
      'I have not said whether tube feeding may be used.',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toContain('Do not resuscitate (DNR)');
  });
});
