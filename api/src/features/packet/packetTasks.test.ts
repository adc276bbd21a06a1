import {
  NO_CUSTODY,
  PACKET_GAP_TEXTS,
  defaultReleaseSettings,
  type Contact,
  type ContactRole,
  type DocumentCategory,
  type PlanDocument,
  type ReleaseSettings,
  type Wish,
  type WizardDataByKind,
  type WizardKind,
} from '@legacy-planner/contracts';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import type { PlanItem } from '../access/planItems';
import { packetGaps, packetTasks, type MilestoneMessage } from './packetTasks';

// The executor's packet's tasks and gaps as built from a plan's items (planItems' list), without
// the app, with the settings the owner gave each: what each kind of item makes, and that only
// what a full grant gets in its situation makes anything.

const AT = '2026-03-01T10:00:00.000Z';
const kept: ReleaseSettings = {
  requiredAccessLevel: 'full',
  isVisible: false,
  releaseTiming: 'after_passing',
};

let rows = 0;
const rowId = () => `row-${++rows}`;

const owned = (id: string) => ({ id, userId: 'ann', createdAt: AT, updatedAt: AT });

const item = <T extends PlanItem['type']>(
  type: T,
  id: string,
  record: Extract<PlanItem, { type: T }>['record'],
  settings: ReleaseSettings,
  extra: object = {},
): PlanItem =>
  ({
    type,
    id,
    title: id,
    category: '',
    settings,
    recommended: settings,
    follows: null,
    recipientOnly: false,
    record,
    ...extra,
  }) as PlanItem;

function documentRecord(
  id: string,
  title: string,
  category: DocumentCategory,
  custody: Partial<typeof NO_CUSTODY> = {},
): PlanDocument {
  return {
    ...owned(id),
    title,
    category,
    status: 'completed',
    privacyLevel: 'Private',
    completionPercentage: 100,
    ...NO_CUSTODY,
    ...custody,
  };
}

const document = (
  record: PlanDocument,
  settings = defaultReleaseSettings.document(record.category),
) => item('document', record.id, record, settings);

function contact(
  id: string,
  firstName: string,
  role: ContactRole,
  fields: Partial<Contact> = {},
  settings = defaultReleaseSettings.contact(role),
): PlanItem {
  const record: Contact = {
    ...owned(id),
    firstName,
    lastName: 'Lee',
    email: '',
    phone: '',
    relation: '',
    role,
    address: '',
    notes: '',
    ...fields,
  };
  return item('contact', id, record, settings);
}

function wish(id: string, category: Wish['category'], preference: string, details = ''): PlanItem {
  const record: Wish = {
    ...owned(id),
    category,
    subcategory: '',
    preference,
    details,
    importance: 'high',
    isSelected: true,
  };
  return item('wish', id, record, defaultReleaseSettings.wish());
}

function wizard<K extends WizardKind>(
  kind: K,
  change: (data: WizardDataByKind[K]) => void,
  { card = null, settings = defaultReleaseSettings.wizard(kind) } = {} as {
    card?: PlanDocument | null;
    settings?: ReleaseSettings;
  },
): PlanItem {
  const data = emptyWizardData(kind, rowId);
  change(data);
  return item(
    'wizard',
    kind,
    { kind, status: 'completed', data, documentId: card?.id ?? null, updatedAt: AT },
    settings,
    { card },
  );
}

const willCard = (custody: Partial<typeof NO_CUSTODY> = {}) =>
  documentRecord('will-card', 'Last Will & Testament', 'will', custody);

const titles = (items: PlanItem[], messages: MilestoneMessage[] = []) =>
  packetTasks(items, 'after_passing', messages).map((task) => task.title);

describe('the packet’s tasks', () => {
  it('builds each stage from the plan, in order', () => {
    const tasks = packetTasks(
      [
        contact('c1', 'Eli', 'executor', { lastName: 'Stone', phone: '555-0142' }),
        contact('c2', 'Mary', 'medical_proxy', { lastName: 'Major', phone: '555-0100' }),
        document(documentRecord('d1', 'First National checking', 'financial')),
        wizard('final-wishes', (data) => {
          data.funeralWishes = {
            hasPreferences: true,
            type: 'burial',
            location: 'Hill Cemetery',
            musicOrReadings: '',
            notes: '',
            paidBy: 'My daughter Cara, from the joint account',
          };
          data.keepsakeItems = [
            { id: 'k1', itemName: 'the piano', recipient: 'Byron', note: 'Tune it' },
          ];
          data.legacyMessages = [
            { ...blankRow('legacyMessages', 'm1'), content: 'Secret words for Cara' },
          ];
        }),
        wizard('digital-assets', (data) => {
          data.accounts = [
            {
              id: 'a1',
              platform: 'Facebook',
              username: 'ada',
              password: 'pw',
              action: 'archive',
              notes: 'Memorialize',
            },
            {
              id: 'a2',
              platform: 'Netflix',
              username: '',
              password: '',
              action: 'delete',
              notes: '',
            },
          ];
        }),
      ],
      'after_passing',
      [{ id: 'm2', recipientName: 'Cara Lee', milestoneDetails: 'her wedding day' }],
    );
    expect(tasks.map((task) => [task.stage, task.title])).toEqual([
      ['first-72-hours', 'Call Mary Major (medical proxy)'],
      ['first-72-hours', 'Call Eli Stone (executor)'],
      ['first-72-hours', 'Arrange the funeral as they wished'],
      ['first-30-days', 'Order 5 certified copies of the death certificate'],
      ['first-30-days', 'Close or transfer: First National checking'],
      ['later', 'Give the piano to Byron'],
      ['later', 'Confirm Cara Lee’s milestone when it comes'],
      ['later', 'Archive or memorialize it: Facebook'],
      ['later', 'Delete the account: Netflix'],
    ]);
    const funeral = tasks.find((task) => task.id === 'funeral')!;
    expect(funeral.details).toEqual([
      'Burial',
      'Where: Hill Cemetery',
      'Who pays for the funeral: My daughter Cara, from the joint account',
    ]);
    // A legacy message's words go to its recipient only.
    expect(JSON.stringify(tasks)).not.toContain('Secret words');
  });

  it('calls the medical proxy, the emergency contacts and the executors first, with their phones', () => {
    const tasks = packetTasks(
      [
        contact('c-exec', 'Cara', 'executor', { phone: '555-0600', relation: 'Daughter' }),
        contact('c-friend', 'Fred', 'friend', { phone: '555-0900' }),
        contact('c-ec', 'Eve', 'emergency_contact', {
          phone: '555-0200',
          email: 'eve@example.com',
          notes: 'Has a key to the house',
        }),
        contact('c-proxy', 'Mark', 'medical_proxy'),
      ],
      'after_passing',
      [],
    );
    expect(tasks).toEqual([
      {
        id: 'call-contact-c-proxy',
        stage: 'first-72-hours',
        title: 'Call Mark Lee (medical proxy)',
        phone: null,
        details: ['No phone number in the plan'],
        source: 'Contacts: Mark Lee, medical proxy',
      },
      {
        id: 'call-contact-c-ec',
        stage: 'first-72-hours',
        title: 'Call Eve Lee (emergency contact)',
        phone: '555-0200',
        details: ['Email: eve@example.com', 'Has a key to the house'],
        source: 'Contacts: Eve Lee, emergency contact',
      },
      {
        id: 'call-contact-c-exec',
        stage: 'first-72-hours',
        title: 'Call Cara Lee (executor)',
        phone: '555-0600',
        details: ['Relationship: Daughter'],
        source: 'Contacts: Cara Lee, executor',
      },
    ]);
  });

  it('calls the will’s executor too when no contact has their name', () => {
    const will = (name: string) =>
      wizard('will', (data) => {
        data.executor = { name, relationship: 'Brother', contactInfo: '555-0700' };
      });
    expect(titles([will('José Roe')])).toContain('Call José Roe (executor named in the will)');
    expect(
      packetTasks([will('José Roe')], 'after_passing', []).find(
        (task) => task.id === 'call-will-executor',
      ),
    ).toMatchObject({
      // The will's contact line may be a phone, an address or an email: it is kept as written.
      phone: null,
      details: ['Contact: 555-0700', 'Relationship: Brother'],
      source: 'Will: executor',
    });
    expect(titles([will('Cara Lee'), contact('c', 'Cara', 'executor')])).toEqual([
      'Call Cara Lee (executor)',
      'Find the will’s original',
    ]);
  });

  it('says where the will’s original is, in the owner’s words, or that the plan does not say', () => {
    const where = (items: PlanItem[]) =>
      packetTasks(items, 'after_passing', []).find((task) => task.id === 'will-original');
    const recorded = willCard({
      signedOn: '2025-05-01',
      originalLocation: 'Fire safe, study closet',
      originalHolder: 'Attorney Jane Roe',
    });
    expect(where([wizard('will', () => {}, { card: recorded })])).toEqual({
      id: 'will-original',
      stage: 'first-72-hours',
      title: 'Find the will’s original',
      phone: null,
      details: ['Where the will’s original is: Fire safe, study closet (Attorney Jane Roe)'],
      source: 'Documents: Last Will & Testament',
    });
    expect(where([wizard('will', () => {}, { card: willCard() })])?.details).toEqual([
      'The plan does not say where the will’s original is.',
    ]);
    // A will of the owner's own, filed as a document, is looked for the same way.
    const filed = documentRecord('d-will', 'My will (2019)', 'will', { originalHolder: 'Bank' });
    expect(where([document(filed)])).toMatchObject({
      details: ['Where the will’s original is: held by Bank'],
      source: 'Documents: My will (2019)',
    });
    expect(where([])).toBeUndefined();
  });

  it('arranges the funeral as they wished, with who pays, from the final wishes and the wishes', () => {
    const finalWishes = wizard('final-wishes', (data) => {
      data.funeralWishes = {
        hasPreferences: true,
        type: 'cremation',
        location: 'St Mary’s',
        musicOrReadings: 'Clair de lune',
        notes: 'Small, family only',
        paidBy: 'Prepaid plan with Oak Funeral Home, policy 12-345',
      };
    });
    const funeral = packetTasks(
      [finalWishes, wish('w1', 'burial', 'Ashes scattered at the lake', 'In spring')],
      'after_passing',
      [],
    ).find((task) => task.id === 'funeral');
    expect(funeral).toEqual({
      id: 'funeral',
      stage: 'first-72-hours',
      title: 'Arrange the funeral as they wished',
      phone: null,
      details: [
        'Cremation',
        'Where: St Mary’s',
        'Clair de lune',
        'Small, family only',
        'Ashes scattered at the lake: In spring',
        'Who pays for the funeral: Prepaid plan with Oak Funeral Home, policy 12-345',
      ],
      source: 'Final wishes: funeral or memorial wishes; Wishes: Burial',
    });
    const unpaid = packetTasks([wish('w1', 'funeral', 'A quiet service')], 'after_passing', []);
    expect(unpaid).toEqual([
      expect.objectContaining({
        id: 'funeral',
        details: ['A quiet service', 'The plan does not say who pays for the funeral.'],
        source: 'Wishes: Funeral',
      }),
    ]);
    // Final wishes saved without funeral wishes are not named as where the task comes from.
    const silent = wizard('final-wishes', () => {});
    expect(
      packetTasks([silent, wish('w1', 'funeral', 'A quiet service')], 'after_passing', [])[0]
        ?.source,
    ).toBe('Wishes: Funeral');
    // A wish of another kind makes no funeral task.
    expect(titles([wish('w2', 'music', 'Jazz')])).toEqual([]);
  });

  it('orders death certificates for each institution and two to keep, and one task per institution', () => {
    const bank = documentRecord('d-bank', 'Savings at First Bank', 'financial', {
      originalLocation: 'Desk drawer',
    });
    const house = documentRecord('d-house', 'House deed', 'property');
    const tasks = packetTasks(
      [
        document(bank),
        document(house),
        document(documentRecord('d-id', 'Passport', 'identification')),
        wizard('digital-assets', (data) => {
          data.accounts = [
            {
              id: 'a1',
              platform: 'Mailbox Co',
              username: 'ann',
              password: 'pw',
              action: 'delete',
              notes: '',
            },
          ];
        }),
      ],
      'after_passing',
      [],
    );
    expect(tasks.find((task) => task.id === 'death-certificates')).toEqual({
      id: 'death-certificates',
      stage: 'first-30-days',
      title: 'Order 5 certified copies of the death certificate',
      phone: null,
      details: [
        'One for each of these, and 2 to keep:',
        'Savings at First Bank (Financial)',
        'House deed (Property)',
        'Mailbox Co (digital account)',
      ],
      source: 'Documents (financial, property, insurance) and the digital assets’ accounts',
    });
    expect(tasks.filter((task) => task.id.startsWith('notify-document-'))).toEqual([
      {
        id: 'notify-document-d-bank',
        stage: 'first-30-days',
        title: 'Close or transfer: Savings at First Bank',
        phone: null,
        details: [
          'Send a death certificate; ask what they need to close or transfer it.',
          'The papers: Desk drawer',
        ],
        source: 'Documents: Savings at First Bank (Financial)',
      },
      expect.objectContaining({
        id: 'notify-document-d-house',
        title: 'Close or transfer: House deed',
      }),
    ]);
  });

  it('gives the keepsakes and takes the digital accounts by action, later', () => {
    const tasks = packetTasks(
      [
        wizard('final-wishes', (data) => {
          data.keepsakeItems = [
            {
              id: 'k1',
              itemName: 'Grandma’s ring',
              recipient: 'Cara',
              note: 'In the jewellery box',
            },
            { id: 'k2', itemName: 'The piano', recipient: '', note: '' },
            { id: 'k3', itemName: '', recipient: 'Nobody', note: '' },
          ];
        }),
        wizard('digital-assets', (data) => {
          data.accounts = [
            {
              id: 'a1',
              platform: 'Mailbox Co',
              username: 'ann',
              password: 'secret-pw',
              action: 'delete',
              notes: 'Export the photos first',
            },
            {
              id: 'a2',
              platform: 'PhotoBook',
              username: '',
              password: '',
              action: 'archive',
              notes: '',
            },
            { id: 'a3', platform: 'Chat', username: '', password: '', action: 'delete', notes: '' },
            {
              id: 'a4',
              platform: 'Forum',
              username: '',
              password: '',
              action: '',
              notes: 'Ask Dan',
            },
          ];
        }),
      ],
      'after_passing',
      [],
    );
    const later = tasks.filter((task) => task.stage === 'later');
    expect(later).toEqual([
      {
        id: 'keepsake-k1',
        stage: 'later',
        title: 'Give Grandma’s ring to Cara',
        phone: null,
        details: ['In the jewellery box'],
        source: 'Final wishes: keepsake or item requests',
      },
      expect.objectContaining({
        id: 'keepsake-k2',
        title: 'Give The piano as they wished',
        details: [],
      }),
      {
        id: 'digital-delete',
        stage: 'later',
        title: 'Delete the account: Mailbox Co, Chat',
        phone: null,
        details: ['Mailbox Co · username ann · Export the photos first', 'Chat'],
        source: 'Digital assets: accounts',
      },
      expect.objectContaining({
        id: 'digital-archive',
        title: 'Archive or memorialize it: PhotoBook',
      }),
      expect.objectContaining({
        id: 'digital-other',
        title: 'Other (see notes): Forum',
        details: ['Forum · Ask Dan'],
      }),
    ]);
    // A password never goes into the packet.
    expect(JSON.stringify(tasks)).not.toContain('secret-pw');
  });

  it('asks to confirm each milestone message, with whom it is for and never its text', () => {
    const finalWishes = wizard('final-wishes', (data) => {
      data.legacyMessages = [
        {
          id: 'm1',
          recipientContactId: '',
          recipientName: 'Mo',
          recipientEmail: 'mo@example.com',
          relationship: 'Grandson',
          messageType: 'text',
          content: 'The secret words for Mo only',
          deliveryTiming: 'life_milestone',
          specificDate: '',
          milestoneDetails: 'Their wedding day',
          file: null,
        },
      ];
    });
    const tasks = packetTasks([finalWishes], 'after_passing', [
      { id: 'm1', recipientName: 'Mo', milestoneDetails: 'Their wedding day' },
      { id: 'm2', recipientName: '', milestoneDetails: '' },
    ]);
    expect(tasks).toEqual([
      {
        id: 'message-m1',
        stage: 'later',
        title: 'Confirm Mo’s milestone when it comes',
        phone: null,
        details: [
          'Milestone: Their wedding day',
          'Confirming it sends their legacy message (the legacy messages on the shared plan’s page).',
        ],
        source: 'Final wishes: legacy messages (their text goes to the recipient only)',
      },
      expect.objectContaining({
        id: 'message-m2',
        title: 'Confirm a legacy message’s milestone when it comes',
      }),
    ]);
    expect(JSON.stringify(tasks)).not.toContain('secret words');
  });

  it('puts the stages in order: the first 72 hours, the first 30 days, later', () => {
    const stages = packetTasks(
      [
        wizard('final-wishes', (data) => {
          data.keepsakeItems = [{ id: 'k1', itemName: 'Ring', recipient: 'Cara', note: '' }];
          data.funeralWishes.paidBy = 'Cara';
        }),
        document(documentRecord('d-bank', 'Savings', 'financial')),
        contact('c', 'Cara', 'executor', { phone: '555' }),
        wizard('will', () => {}, { card: willCard() }),
      ],
      'after_passing',
      [],
    ).map((task) => task.stage);
    expect(stages).toEqual([
      'first-72-hours',
      'first-72-hours',
      'first-72-hours',
      'first-30-days',
      'first-30-days',
      'later',
    ]);
  });
});

describe('what a full grant releases, and only that', () => {
  it('makes no task of an item the owner keeps from full access, nor of one released later', () => {
    const executor = contact('c-exec', 'Cara', 'executor', { phone: '555-0600' }, kept);
    const bank = document(documentRecord('d-bank', 'Savings', 'financial'), kept);
    const will = wizard('will', () => {}, { card: willCard(), settings: kept });
    expect(packetTasks([executor, bank, will], 'after_passing', [])).toEqual([]);

    // A full grant made while the owner lives (approved by them) is in the emergency situation:
    // what waits for a verified passing is not in its packet yet.
    const shown = contact('c-ec', 'Eve', 'emergency_contact', { phone: '555-0200' });
    const afterPassing = contact('c-exec', 'Cara', 'executor', { phone: '555-0600' });
    expect(packetTasks([shown, afterPassing], 'emergency', []).map((task) => task.id)).toEqual([
      'call-contact-c-ec',
    ]);
  });

  it('names whom a milestone message is for only where the final wishes are released', () => {
    const milestone = [{ id: 'm1', recipientName: 'Cara Lee', milestoneDetails: 'her wedding' }];
    expect(packetTasks([], 'after_passing', milestone)).toEqual([]);
    const keptWishes = wizard('final-wishes', () => {}, { settings: kept });
    expect(packetTasks([keptWishes], 'after_passing', milestone)).toEqual([]);
  });

  it('makes no task of a legacy message item: its recipient alone receives it', () => {
    const message = item(
      'message',
      'm1',
      {
        id: 'm1',
        recipientContactId: '',
        recipientName: 'Mo',
        recipientEmail: '',
        relationship: '',
        messageType: 'text',
        content: 'For Mo only',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: null,
      },
      { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' },
      { recipientOnly: true },
    );
    expect(packetTasks([message], 'after_passing', [])).toEqual([]);
  });
});

describe('what the packet is missing', () => {
  const gapKinds = (items: PlanItem[]) => packetGaps(items).map((gap) => gap.kind);

  it('names each gap in words', () => {
    expect(packetGaps([contact('c', 'Mark', 'medical_proxy')])).toEqual([
      { kind: 'no-will', text: PACKET_GAP_TEXTS.noWill },
      { kind: 'funeral-payer', text: 'No one is named to pay for the funeral' },
      { kind: 'no-executor', text: PACKET_GAP_TEXTS.noExecutor },
      { kind: 'no-phone', text: 'Mark Lee (medical proxy) has no phone number' },
    ]);
  });

  it('asks where the will’s original is until a place or a holder is recorded', () => {
    expect(packetGaps([wizard('will', () => {}, { card: willCard() })])).toContainEqual({
      kind: 'will-original',
      text: 'The will’s original has no location',
    });
    expect(
      gapKinds([wizard('will', () => {}, { card: willCard({ originalLocation: 'Safe' }) })]),
    ).not.toContain('will-original');
    expect(
      gapKinds([
        wizard('will', () => {}, { card: willCard({ originalHolder: 'Attorney Jane Roe' }) }),
      ]),
    ).not.toContain('will-original');
  });

  it('has none for a plan that names everything', () => {
    expect(
      packetGaps([
        wizard('will', () => {}, { card: willCard({ originalLocation: 'Fire safe' }) }),
        wizard('final-wishes', (data) => {
          data.funeralWishes.paidBy = 'The funeral account at First Bank';
        }),
        contact('c', 'Cara', 'executor', { phone: '555-0600' }),
      ]),
    ).toEqual([]);
  });

  it('counts what the owner keeps from full access as missing', () => {
    expect(
      gapKinds([
        wizard('will', () => {}, {
          card: willCard({ originalLocation: 'Fire safe' }),
          settings: kept,
        }),
        wizard(
          'final-wishes',
          (data) => {
            data.funeralWishes.paidBy = 'Cara';
          },
          { settings: kept },
        ),
        contact('c', 'Cara', 'executor', { phone: '555-0600' }, kept),
      ]),
    ).toEqual(['no-will', 'funeral-payer', 'no-executor']);
  });
});
