import type {
  Contact,
  PlanDocument,
  ReleaseSettings,
  WizardRecord,
} from '@legacy-planner/contracts';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import type { PlanItem } from '../access/planItems';
import { packetGaps, packetTasks } from './packetTasks';

// The packet's tasks from plan items, without the app: what each kind of item makes, and that
// only what a full grant gets in its situation makes anything.

const AFTER_PASSING: ReleaseSettings = {
  requiredAccessLevel: 'full',
  isVisible: true,
  releaseTiming: 'after_passing',
};
const common = (settings: ReleaseSettings) => ({
  settings,
  recommended: settings,
  follows: null,
  recipientOnly: false,
  category: 'x',
});
const stamp = {
  userId: 'u1',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const contact = (id: string, fields: Partial<Contact>, settings = AFTER_PASSING): PlanItem => ({
  type: 'contact',
  id,
  title: id,
  ...common(settings),
  record: {
    id,
    firstName: 'Eli',
    lastName: 'Stone',
    email: '',
    phone: '',
    relation: '',
    role: 'executor',
    address: '',
    notes: '',
    ...stamp,
    ...fields,
  } as Contact,
});

const document = (
  id: string,
  fields: Partial<PlanDocument>,
  settings = AFTER_PASSING,
): PlanItem => ({
  type: 'document',
  id,
  title: fields.title ?? id,
  ...common(settings),
  record: {
    id,
    title: id,
    category: 'financial',
    status: 'completed',
    privacyLevel: 'Private',
    completionPercentage: 100,
    signedOn: null,
    originalLocation: '',
    originalHolder: '',
    ...stamp,
    ...fields,
  } as PlanDocument,
});

const wizard = (record: WizardRecord, card: PlanDocument | null = null): PlanItem => ({
  type: 'wizard',
  id: record.kind,
  title: record.kind,
  ...common(AFTER_PASSING),
  record,
  card,
});

function finalWishes() {
  const data = emptyWizardData('final-wishes', () => 'row');
  data.funeralWishes = {
    hasPreferences: true,
    type: 'burial',
    location: 'Hill Cemetery',
    musicOrReadings: '',
    notes: '',
    paidBy: 'My daughter Cara, from the joint account',
  };
  data.keepsakeItems = [{ id: 'k1', itemName: 'the piano', recipient: 'Byron', note: 'Tune it' }];
  data.legacyMessages = [{ ...blankRow('legacyMessages', 'm1'), content: 'Secret words for Cara' }];
  return {
    kind: 'final-wishes',
    status: 'draft',
    data,
    documentId: null,
    updatedAt: '',
  } as WizardRecord;
}

function digitalAssets() {
  const data = emptyWizardData('digital-assets', () => 'row');
  data.accounts = [
    {
      id: 'a1',
      platform: 'Facebook',
      username: 'ada',
      password: 'pw',
      action: 'archive',
      notes: 'Memorialize',
    },
    { id: 'a2', platform: 'Netflix', username: '', password: '', action: 'delete', notes: '' },
  ];
  return {
    kind: 'digital-assets',
    status: 'draft',
    data,
    documentId: null,
    updatedAt: '',
  } as WizardRecord;
}

describe('packetTasks', () => {
  it('builds each stage from the plan, in order', () => {
    const tasks = packetTasks(
      [
        contact('c1', { role: 'executor', phone: '555-0142' }),
        contact('c2', {
          firstName: 'Mary',
          lastName: 'Major',
          role: 'medical_proxy',
          phone: '555-0100',
        }),
        document('d1', { title: 'First National checking', category: 'financial' }),
        wizard(finalWishes()),
        wizard(digitalAssets()),
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

  it('makes nothing of what a full grant does not get in its situation', () => {
    const hidden = { ...AFTER_PASSING, isVisible: false };
    const items = [
      contact('c1', { phone: '555-0142' }, hidden),
      document('d1', { title: 'Savings' }, hidden),
    ];
    expect(packetTasks(items, 'after_passing', [])).toEqual([]);
    // Whom a milestone message is for: only with the final wishes released.
    const milestone = [{ id: 'm1', recipientName: 'Cara Lee', milestoneDetails: 'her wedding' }];
    expect(packetTasks([], 'after_passing', milestone)).toEqual([]);
    // In an emergency, an item released after passing is not yet released.
    expect(packetTasks([contact('c1', { phone: '1' })], 'emergency', [])).toEqual([]);
  });
});

describe('packetGaps', () => {
  it('names the will without a location, the unpaid funeral, the missing executor and phones', () => {
    const will = emptyWizardData('will', () => 'row');
    const card = (
      document('w1', { category: 'will', title: 'Last Will & Testament' }) as {
        record: PlanDocument;
      }
    ).record;
    const items = [
      wizard(
        { kind: 'will', status: 'completed', data: will, documentId: 'w1', updatedAt: '' },
        card,
      ),
      contact('c2', { firstName: 'Mary', lastName: 'Major', role: 'medical_proxy' }),
    ];
    expect(packetGaps(items).map((gap) => gap.text)).toEqual([
      'The will’s original has no location',
      'No one is named to pay for the funeral',
      'No executor is among the contacts the packet lists',
      'Mary Major (medical proxy) has no phone number',
    ]);
    expect(packetGaps([]).map((gap) => gap.kind)).toEqual([
      'no-will',
      'funeral-payer',
      'no-executor',
    ]);
  });
});
