import {
  defaultReleaseSettings,
  type AccessCard,
  type AccessGrant,
  type AccessLogEntry,
  type AccessRequestSummary,
  type OwnerNotice,
  type PlanHelper,
  type PrivacyItem,
  type ReleaseSettings,
  type ViewerPlan,
} from '@legacy-planner/contracts';

// Answers of the privacy API for the tab's component tests.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

const DEFAULT_SETTINGS: ReleaseSettings = {
  requiredAccessLevel: 'standard',
  isVisible: true,
  releaseTiming: 'after_passing',
};

export const item = (
  type: PrivacyItem['type'],
  id: string,
  title: string,
  overrides: Partial<PrivacyItem> = {},
): PrivacyItem => ({
  type,
  id,
  title,
  category: 'other',
  requiredAccessLevel: 'standard',
  isVisible: true,
  releaseTiming: 'immediate',
  securityLevel: 'restricted',
  follows: null,
  setApart: false,
  recipientOnly: false,
  recommended: DEFAULT_SETTINGS,
  ...overrides,
});

/**
 * A plan with an item of each kind: four documents (one group collapsed to three rows), a file
 * that follows its document and a financial one set apart, a message for its recipient only.
 */
export const items: PrivacyItem[] = [
  item('document', 'd1', 'My will', {
    category: 'will',
    recommended: defaultReleaseSettings.document('will'),
  }),
  item('document', 'd2', 'Bank accounts', {
    category: 'financial',
    requiredAccessLevel: 'full',
    isVisible: false,
    securityLevel: 'confidential',
    recommended: defaultReleaseSettings.document('financial'),
  }),
  item('document', 'd3', 'Advance Health Directive', {
    category: 'health',
    requiredAccessLevel: 'basic',
    releaseTiming: 'emergency',
    securityLevel: 'public',
    recommended: defaultReleaseSettings.document('health'),
  }),
  item('document', 'd4', 'House deed', {
    category: 'property',
    releaseTiming: 'after_passing',
    recommended: defaultReleaseSettings.document('property'),
  }),
  item('file', 'f1', 'will-scan.pdf', {
    category: 'will',
    follows: { type: 'document', id: 'd1', title: 'My will' },
    recommended: defaultReleaseSettings.file('will'),
  }),
  item('file', 'f2', 'statement.pdf', {
    category: 'financial',
    requiredAccessLevel: 'full',
    releaseTiming: 'emergency',
    securityLevel: 'confidential',
    setApart: true,
    recommended: defaultReleaseSettings.file('financial'),
  }),
  item('wish', 'w1', 'Jazz at the service', {
    category: 'music',
    requiredAccessLevel: 'basic',
    securityLevel: 'public',
    recommended: defaultReleaseSettings.wish(),
  }),
  item('contact', 'c1', 'Sarah Johnson', {
    category: 'executor',
    recommended: defaultReleaseSettings.contact('executor'),
  }),
  item('message', 'm1', 'A letter for Tom', {
    category: 'text',
    ...defaultReleaseSettings.message(),
    securityLevel: 'confidential',
    recipientOnly: true,
    recommended: defaultReleaseSettings.message(),
  }),
];

export const card = (cardId: string, overrides: Partial<AccessCard> = {}): AccessCard => ({
  cardId,
  isEnabled: true,
  accessLevel: 'basic',
  expirationDate: '2099-11-22T00:00:00.000Z',
  createdAt: '2026-11-22T00:00:00.000Z',
  accessUrl: `http://localhost/access?card=${cardId}&code=secret`,
  ...overrides,
});

export const holder = { name: 'Ann Lee', email: 'ann@example.com', relationship: 'Sister' };

export const pendingFull = (): AccessRequestSummary => ({
  id: 'r1',
  level: 'full',
  method: 'evidence',
  holder,
  createdAt: '2026-11-20T10:00:00.000Z',
  // A minute over 3 days and 2 hours, so the count is stable while the test runs.
  grantsAt: inFuture(3 * DAY + 2 * HOUR + 60_000),
  state: 'pending',
  decidedAt: null,
  decidedBy: null,
  claimed: false,
  answers: null,
});

export const lovedOneRequest = (): AccessRequestSummary => ({
  id: 'r2',
  level: 'standard',
  method: 'questions',
  holder: { name: 'Tom Lee', email: 'tom@example.com', relationship: 'Son' },
  createdAt: '2026-11-21T10:00:00.000Z',
  grantsAt: null,
  state: 'pending',
  decidedAt: null,
  decidedBy: null,
  claimed: false,
  answers: {
    fullName: 'Mary Lee',
    birthDate: '1950-01-01',
    mothersName: 'Smith',
    favoriteColor: 'Blue',
  },
});

export const grant = (overrides: Partial<AccessGrant> = {}): AccessGrant => ({
  id: 'g1',
  level: 'standard',
  emergency: false,
  holder: { name: 'Bob Stone', email: 'bob@example.com', relationship: 'Friend' },
  source: 'access_key',
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: inFuture(10 * DAY),
  revokedAt: null,
  state: 'active',
  ...overrides,
});

export const planHelper = (overrides: Partial<PlanHelper> = {}): PlanHelper => ({
  id: 'h1',
  name: 'Maria Diaz',
  email: 'maria@example.com',
  relationship: 'Daughter',
  role: 'editor',
  state: 'active',
  method: 'invite',
  answers: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  activeSince: '2026-10-02T09:00:00.000Z',
  ...overrides,
});

/** One of each: a helper who edits, an invitation, and requests with the key and the questions. */
export const helpers = (): PlanHelper[] => [
  planHelper(),
  planHelper({
    id: 'h2',
    name: 'Ben Ng',
    email: 'ben@example.com',
    relationship: '',
    role: 'viewer-helper',
    state: 'invited',
    activeSince: null,
  }),
  planHelper({
    id: 'h3',
    name: 'Tom Lee',
    email: 'tom@example.com',
    relationship: 'Son',
    role: 'viewer-helper',
    state: 'requested',
    method: 'key',
    createdAt: '2026-11-20T09:00:00.000Z',
    activeSince: null,
  }),
  planHelper({
    id: 'h4',
    name: 'Ann Lee',
    email: 'ann@example.com',
    relationship: 'Niece',
    role: 'viewer-helper',
    state: 'requested',
    method: 'questions',
    answers: {
      favoriteColor: 'Blue',
      fullName: 'Mary Lee',
      birthDate: '1950-01-01',
      mothersName: 'Smith',
    },
    createdAt: '2026-11-21T09:00:00.000Z',
    activeSince: null,
  }),
];

export const logEntries: AccessLogEntry[] = [
  {
    id: 'l1',
    action: 'request.received',
    actor: { kind: 'requester', name: 'Ann Lee', email: 'ann@example.com' },
    subject: null,
    detail: 'Full access with evidence of passing',
    at: '2026-11-20T10:00:00.000Z',
    count: 1,
  },
  {
    id: 'l2',
    action: 'item.viewed',
    actor: { kind: 'viewer', name: 'Bob Stone', email: 'bob@example.com' },
    subject: { type: 'document', id: 'd1' },
    detail: 'My will',
    at: '2026-11-21T08:30:00.000Z',
    count: 1,
  },
];

export const notices: OwnerNotice[] = [
  {
    id: 'n1',
    text: 'Ann Lee asked for full access to your plan.',
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
  },
  {
    id: 'n2',
    text: 'An old notice.',
    createdAt: '2026-11-01T10:00:00.000Z',
    readAt: '2026-11-02T10:00:00.000Z',
  },
];

export const viewerPlan = (overrides: Partial<ViewerPlan> = {}): ViewerPlan => ({
  ownerName: 'Owner',
  level: 'standard',
  situation: 'immediate',
  expiresAt: null,
  documents: [
    {
      id: 'd1',
      title: 'My will',
      category: 'will',
      status: 'completed',
      completionPercentage: 100,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  files: [],
  wishes: [
    {
      id: 'w1',
      category: 'music',
      subcategory: '',
      preference: 'Jazz at the service',
      details: '',
      importance: 'high',
      isSelected: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  contacts: [
    {
      id: 'c1',
      firstName: 'Sarah',
      lastName: 'Johnson',
      email: 'sarah@example.com',
      phone: '',
      relation: 'Daughter',
      role: 'executor',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  wizards: [],
  emergencySummary: null,
  ...overrides,
});
