import { randomBytes } from 'node:crypto';
import type { AccessLogEntry } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { viewerReadLimits } from './viewerReadLimits';

// A viewer's reads (the plan, a file) are limited per grant and per address, and the owner's
// access log counts a grant's repeated views of one thing within an hour in one entry.

jest.setTimeout(60_000);

const MINUTE = 60_000;

let now = new Date();
const clock = () => now;
let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true }, {}, undefined, { clock });
});
afterAll(() => testApp.close());
beforeEach(() => {
  now = new Date();
});

const { newAddress, visitor, signedInWithKey } = visitorsOf(() => testApp);

/** A standard grant's browser, from `address`. */
async function viewerOf(
  ann: Awaited<ReturnType<typeof signedInWithKey>>,
  name: string,
  address?: string,
) {
  const viewer = visitor(address);
  await viewer
    .post('/api/access/requests')
    .send({
      level: 'standard',
      ownerEmail: ann.email,
      accessKey: ann.key,
      requester: { name, email: `${name.toLowerCase()}@example.com`, relationship: 'Friend' },
    })
    .expect(201);
  return viewer;
}

const logOf = async (agent: Agent): Promise<AccessLogEntry[]> =>
  (await agent.get('/api/privacy/log').expect(200)).body;
const views = (log: AccessLogEntry[]) =>
  log
    .filter((entry) => entry.action === 'plan.viewed' || entry.action === 'item.viewed')
    .map((entry) => ({ action: entry.action, who: entry.actor.name, count: entry.count }));

describe('a viewer’s reads in the owner’s access log', () => {
  it('are one entry per grant and thing viewed within an hour, with the number of views', async () => {
    const ann = await signedInWithKey();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200)]);
    const file = (
      await ann.agent
        .post('/api/files')
        .set('Origin', 'http://localhost:8080')
        .attach('file', bytes, 'scan.pdf')
        .expect(201)
    ).body;
    await ann.agent
      .put(`/api/privacy/items/file/${file.id}`)
      .send({ requiredAccessLevel: 'basic', releaseTiming: 'immediate', isVisible: true })
      .expect(200);
    const cara = await viewerOf(ann, 'Cara');
    const dan = await viewerOf(ann, 'Dan');

    for (let n = 0; n < 5; n++) await cara.get('/api/access/view').expect(200);
    for (let n = 0; n < 3; n++) await cara.get(`/api/access/view/files/${file.id}`).expect(200);
    await dan.get('/api/access/view').expect(200);
    expect(views(await logOf(ann.agent))).toEqual([
      { action: 'plan.viewed', who: 'Dan', count: 1 },
      { action: 'item.viewed', who: 'Cara', count: 3 },
      { action: 'plan.viewed', who: 'Cara', count: 5 },
    ]);

    // Views keep being counted into the entry for an hour from its first view, then a new
    // entry begins.
    now = new Date(Date.now() + 59 * MINUTE);
    await cara.get('/api/access/view').expect(200);
    now = new Date(Date.now() + 61 * MINUTE);
    await cara.get('/api/access/view').expect(200);
    expect(views(await logOf(ann.agent))).toEqual([
      { action: 'plan.viewed', who: 'Cara', count: 1 },
      { action: 'plan.viewed', who: 'Dan', count: 1 },
      { action: 'item.viewed', who: 'Cara', count: 3 },
      { action: 'plan.viewed', who: 'Cara', count: 6 },
    ]);
  });
});

describe('a viewer’s reads are limited', () => {
  const { perGrant, perAddress } = viewerReadLimits.view;

  it('per grant, from whichever address the grant is used', async () => {
    const ann = await signedInWithKey();
    const cara = await viewerOf(ann, 'Cara');
    for (let n = 0; n < perGrant.max; n++) {
      await cara.get('/api/access/view').set('X-Forwarded-For', newAddress()).expect(200);
    }
    const refused = await cara
      .get('/api/access/view')
      .set('X-Forwarded-For', newAddress())
      .expect(429);
    expect(refused.body.error).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another grant on the same plan reads on.
    await (await viewerOf(ann, 'Dan')).get('/api/access/view').expect(200);
    // However many were tried, the log holds one entry for them.
    expect(views(await logOf(ann.agent))).toEqual([
      { action: 'plan.viewed', who: 'Dan', count: 1 },
      { action: 'plan.viewed', who: 'Cara', count: perGrant.max },
    ]);
  });

  it('per address, whichever grants are used from it', async () => {
    const ann = await signedInWithKey();
    const address = newAddress();
    const grants = Math.ceil(perAddress.max / perGrant.max) + 1;
    const viewers: Agent[] = [];
    for (let n = 0; n < grants; n++) viewers.push(await viewerOf(ann, `Viewer${n}`, address));
    let answered = 0;
    for (const viewer of viewers) {
      for (let n = 0; n < perGrant.max && answered < perAddress.max; n++, answered++) {
        await viewer.get('/api/access/view').expect(200);
      }
    }
    await viewers.at(-1)!.get('/api/access/view').expect(429);
    // From another address, the same grant reads on.
    await viewers.at(-1)!.get('/api/access/view').set('X-Forwarded-For', newAddress()).expect(200);
  });

  it('for file downloads too, per grant', async () => {
    const ann = await signedInWithKey();
    const cara = await viewerOf(ann, 'Cara');
    const { perGrant: files } = viewerReadLimits.file;
    for (let n = 0; n < files.max; n++) {
      await cara
        .get('/api/access/view/files/no-such-file')
        .set('X-Forwarded-For', newAddress())
        .expect(404);
    }
    await cara
      .get('/api/access/view/files/no-such-file')
      .set('X-Forwarded-For', newAddress())
      .expect(429);
  });
});
