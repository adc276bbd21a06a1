import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import {
  accessLevels,
  contactRoles,
  documentCategories,
  releaseTimings,
  wishCategories,
  wizardKinds,
  type AccessLevel,
  type PrivacyItem,
  type ViewerPlan,
  type WizardKind,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';

// The owner's "What would they see" is what a viewer gets (issue 25): for random plans and
// random settings, the preview of each level equals, item by item, the view of a real grant of
// that level made the way a viewer makes it: a basic card in an emergency, the master key, and
// a full request granted by its waiting period.

jest.setTimeout(180_000);

const ORIGIN = 'http://localhost:8080';
const requester = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  // Behind a "proxy", so that each visitor has an address of its own to be limited by.
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

/** A minimal valid draft of each wizard, with what its viewers' scopes keep back or show. */
function wizardDraft(kind: WizardKind): Record<string, unknown> {
  let rows = 0;
  const data = emptyWizardData(kind, () => `row-${++rows}`) as Record<string, unknown>;
  if (kind === 'health-directive') {
    data.basicInfo = { fullName: 'Ann Lee', dateOfBirth: '', email: '', phoneNumber: '' };
    data.medicalWishes = {
      ...(data.medicalWishes as object),
      doNotResuscitate: { choice: 'yes', comment: 'No CPR' },
    };
  }
  if (kind === 'digital-assets') {
    const [account] = data.accounts as Record<string, unknown>[];
    data.accounts = [{ ...account, platform: 'Mail', username: 'ann', password: 'hunter2' }];
  }
  if (kind === 'final-wishes') {
    data.legacyMessages = [
      {
        id: 'message-1',
        recipientName: 'Cara',
        relationship: 'Daughter',
        messageType: 'text',
        content: 'Look after the garden.',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: null,
      },
    ];
  }
  return data;
}

const settingsArbitrary = fc.option(
  fc.record(
    {
      requiredAccessLevel: fc.constantFrom(...accessLevels),
      // Mostly visible: a hidden item is hidden from every viewer alike, and tells little.
      isVisible: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
      releaseTiming: fc.constantFrom(...releaseTimings),
    },
    { requiredKeys: [] },
  ),
  { nil: null },
);

const planArbitrary = fc.record({
  documents: fc.array(
    fc.record({ category: fc.constantFrom(...documentCategories), withFile: fc.boolean() }),
    { maxLength: 4 },
  ),
  wishes: fc.array(fc.constantFrom(...wishCategories), { maxLength: 3 }),
  contacts: fc.array(fc.constantFrom(...contactRoles), { maxLength: 4 }),
  wizards: fc.subarray([...wizardKinds]),
  /** Each listed item takes the settings at its index (modulo): null keeps its defaults. */
  settings: fc.array(settingsArbitrary, { minLength: 1, maxLength: 12 }),
});
type Plan = typeof planArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function makePlan(agent: Agent, plan: Plan) {
  for (const [n, { category, withFile }] of plan.documents.entries()) {
    const doc = (
      await agent
        .post('/api/documents')
        .send({ title: `Document ${n}`, category })
        .expect(201)
    ).body;
    if (withFile) {
      await agent
        .post('/api/files')
        .set('Origin', ORIGIN)
        .field('documentId', doc.id)
        .attach('file', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]), `${n}.pdf`)
        .expect(201);
    }
  }
  for (const [n, category] of plan.wishes.entries()) {
    await agent
      .post('/api/wishes')
      .send({ preference: `Wish ${n}`, category })
      .expect(201);
  }
  for (const [n, role] of plan.contacts.entries()) {
    await agent
      .post('/api/contacts')
      .send({ firstName: `Person${n}`, lastName: 'Lee', phone: `555-010${n}`, role })
      .expect(201);
  }
  for (const kind of plan.wizards) {
    await agent
      .put(`/api/wizards/${kind}`)
      .send({ status: 'draft', data: wizardDraft(kind) })
      .expect(200);
  }
  const items: PrivacyItem[] = (await agent.get('/api/privacy/items').expect(200)).body;
  // A message goes to its recipient only: it has no settings for the owner to open.
  const settable = items.filter((item) => item.type !== 'message');
  for (const [n, item] of settable.entries()) {
    const settings = plan.settings[n % plan.settings.length];
    if (!settings) continue;
    await agent.put(`/api/privacy/items/${item.type}/${item.id}`).send(settings).expect(200);
  }
}

/** Each viewer kind's real view, through the ways in a viewer has. */
async function viewsOf(owner: { agent: Agent; email: string }) {
  const asked = async (viewer: Agent, body: object) => {
    await viewer
      .post('/api/access/requests')
      .send({ ...body, requester })
      .expect(201);
    return (await viewer.get('/api/access/view').expect(200)).body as ViewerPlan;
  };

  const card = (await owner.agent.post('/api/privacy/cards').send({}).expect(201)).body;
  const basic = await asked(visitor(), {
    level: 'basic',
    cardId: card.cardId,
    cardCode: new URL(card.accessUrl).searchParams.get('code'),
    emergencyReason: 'Collapsed at home',
  });

  const accessKey = (await owner.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
  const standard = await asked(visitor(), {
    level: 'standard',
    ownerEmail: owner.email,
    accessKey,
  });

  const waiting = await visitor()
    .post('/api/access/requests')
    .send({
      level: 'full',
      ownerEmail: owner.email,
      deathCertificate: 'DC-1',
      medicalValidation: 'MV-1',
      identityProof: 'ID-1',
      requester,
    })
    .expect(202);
  // Without SMTP the waiting period never grants (the owner cannot be asked): the owner approves.
  await owner.agent.post(`/api/privacy/requests/${waiting.body.requestId}/approve`).expect(200);
  const heir = visitor();
  await heir
    .post(`/api/access/requests/${waiting.body.requestId}/claim`)
    .send({ token: waiting.body.claimToken })
    .expect(201);
  const full: ViewerPlan = (await heir.get('/api/access/view').expect(200)).body;

  return { basic, standard, full } satisfies Record<AccessLevel, ViewerPlan>;
}

const itemCount = (plan: ViewerPlan) =>
  plan.documents.length +
  plan.files.length +
  plan.wishes.length +
  plan.contacts.length +
  plan.wizards.length;

describe('the owner’s preview', () => {
  it('is, for random plans and settings, item by item what a real grant of each level views', async () => {
    const seen: Record<AccessLevel, number> = { basic: 0, standard: 0, full: 0 };
    await fc.assert(
      fc.asyncProperty(planArbitrary, async (plan) => {
        const owner = await signedIn();
        await makePlan(owner.agent, plan);
        const views = await viewsOf(owner);
        for (const level of accessLevels) {
          const preview: ViewerPlan = (
            await owner.agent.get(`/api/privacy/preview?level=${level}`).expect(200)
          ).body;
          const view = views[level];
          expect(preview.expiresAt).toBeNull();
          expect({ ...view, expiresAt: null }).toEqual(preview);
          seen[level] += itemCount(view);
        }
      }),
      { numRuns: 25 },
    );
    // Not a comparison of empty plans: every kind of viewer was shown something.
    expect(Object.values(seen).every((count) => count > 0)).toBe(true);
  });
});
