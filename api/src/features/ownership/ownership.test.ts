import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { zipEntries } from '../../testing/zipEntries';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { smtpCapture } from '../../testing/smtpCapture';
import { TEST_PASSWORD, visitorsOf, type Agent } from '../../testing/visitors';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';
import { sweepExpired } from '../../maintenance/sweepExpired';
import { pdfText } from '../../testing/pdfText';
import { seedDemoAccount } from '../auth/demoAccount';
import { GOODBYE_SUBJECT } from './deleteAccount';
import { base32Decode, stepAt, totpCode } from '../security/totp';
import { ACCOUNT_PASSWORD_LEFT_OUT } from './planExport';
import { binaryParser } from '../../testing/binaryBody';

// Export and deletion through the real app on a real SQLite store, with a real SMTP server on
// 127.0.0.1; the export is read back with a zip reader, the deletion checked by walking every
// table of the database and every file of the blob folder.

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:8080';

let testApp: ReturnType<typeof createTestApp>;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;

beforeAll(async () => {
  smtp = await smtpCapture();
  testApp = createTestApp({ smtpUrl: smtp.url, trustProxy: true });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const { visitor, signedIn } = visitorsOf(() => testApp);

const pdf = (marker: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n${marker}\n`), randomBytes(3000)]);

function upload(agent: Agent, name: string, bytes: Buffer, documentId?: string) {
  const sent = agent.post('/api/files').set('Origin', ORIGIN).field('category', 'will');
  if (documentId) sent.field('documentId', documentId);
  return sent.attach('file', bytes, name).expect(201);
}

/** A plan with something of every kind: documents, a wish, a contact, files, two wizards. */
async function fillPlan(agent: Agent, tag: string) {
  const document = (
    await agent
      .post('/api/documents')
      .send({ title: `Will: ${tag}/final`, category: 'will' })
      .expect(201)
  ).body;
  await agent
    .put(`/api/privacy/items/document/${document.id}`)
    .send({ requiredAccessLevel: 'full', releaseTiming: 'after_passing', isVisible: true })
    .expect(200);
  await agent
    .post('/api/wishes')
    .send({ category: 'music', preference: `Song of ${tag}`, importance: 'high' })
    .expect(201);
  await agent
    .post('/api/contacts')
    .send({ firstName: `Eve ${tag}`, lastName: 'Diaz', role: 'executor', relation: 'Sister' })
    .expect(201);
  const first = pdf(`first of ${tag}`);
  const second = pdf(`second of ${tag}`);
  const loose = pdf(`loose of ${tag}`);
  const files = [
    (await upload(agent, 'scan.pdf', first, document.id)).body,
    (await upload(agent, 'scan.pdf', second, document.id)).body,
    (await upload(agent, '../loose.pdf', loose)).body,
  ];
  const will = emptyWizardData('will', randomUUID) as { userInfo: Record<string, unknown> };
  will.userInfo = { ...will.userInfo, fullName: `Testator ${tag}` };
  await agent.put('/api/wizards/will').send({ status: 'draft', data: will }).expect(200);
  const digital = emptyWizardData('digital-assets', randomUUID) as {
    accounts: Record<string, unknown>[];
  };
  digital.accounts[0] = { ...digital.accounts[0], platform: 'Mail', password: `secret-${tag}` };
  await agent
    .put('/api/wizards/digital-assets')
    .send({ status: 'draft', data: digital })
    .expect(200);
  return { document, files, bytes: [first, second, loose] };
}

async function exportOf(agent: Agent) {
  const res = await agent.get('/api/account/export').buffer(true).parse(binaryParser).expect(200);
  return { res, entries: await zipEntries(res.body as Buffer) };
}

describe('export everything', () => {
  it('downloads one zip: the plan as JSON, each wizard as its PDF, each file decrypted, a README; nobody else’s data', async () => {
    const ann = await signedIn('Ann');
    const bob = await signedIn('Bob');
    const annPlan = await fillPlan(ann.agent, 'ann');
    const bobPlan = await fillPlan(bob.agent, 'bob');
    await ann.agent.put('/api/account/signing-place').send({ signingPlace: 'TX' }).expect(200);
    await ann.agent
      .put('/api/account/marital-status')
      .send({ maritalStatus: 'married' })
      .expect(200);
    await ann.agent.put('/api/plan/review').expect(200);

    const { res, entries } = await exportOf(ann.agent);
    expect(res.headers['content-type']).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="legacy-planner-export-${day}.zip"`,
    );
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'files/Not attached to a document/loose.pdf',
      'files/Will_ ann_final/scan (2).pdf',
      'files/Will_ ann_final/scan.pdf',
      'plan.json',
      'wizards/Digital Assets.pdf',
      'wizards/Last Will & Testament.pdf',
    ]);
    expect(entries.get('files/Will_ ann_final/scan.pdf')).toEqual(annPlan.bytes[0]);
    expect(entries.get('files/Will_ ann_final/scan (2).pdf')).toEqual(annPlan.bytes[1]);
    expect(entries.get('files/Not attached to a document/loose.pdf')).toEqual(annPlan.bytes[2]);
    // The same PDF the wizard's own download gives (each says the day it was made).
    const textOf = async (bytes: Buffer) => (await pdfText(bytes)).text;
    const download = await ann.agent
      .get('/api/wizards/will/pdf')
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    const willText = await textOf(entries.get('wizards/Last Will & Testament.pdf')!);
    expect(willText).toContain('Testator ann');
    expect(willText).toBe(await textOf(download.body as Buffer));
    expect(entries.get('README.txt')!.toString()).toContain('plan.json');

    const plan = JSON.parse(entries.get('plan.json')!.toString());
    expect(plan.account).toEqual(
      expect.objectContaining({
        name: 'Ann',
        email: ann.email,
        signingPlace: 'TX',
        maritalStatus: 'married',
        planReviewedAt: expect.any(String),
      }),
    );
    // The document made by hand, and the two the wizards keep up to date.
    expect(plan.documents).toHaveLength(3);
    expect(plan.documents).toContainEqual(
      expect.objectContaining({
        id: annPlan.document.id,
        title: 'Will: ann/final',
        privacy: { requiredAccessLevel: 'full', releaseTiming: 'after_passing', isVisible: true },
      }),
    );
    expect(plan.wishes).toEqual([expect.objectContaining({ preference: 'Song of ann' })]);
    expect(plan.contacts).toEqual([expect.objectContaining({ firstName: 'Eve ann' })]);
    expect(plan.files.map((file: { pathInArchive: string }) => file.pathInArchive).sort()).toEqual(
      [...entries.keys()].filter((name) => name.startsWith('files/')).sort(),
    );
    expect(plan.wizards.map((record: { kind: string }) => record.kind).sort()).toEqual([
      'digital-assets',
      'will',
    ]);
    const digital = plan.wizards.find((record: { kind: string }) => record.kind !== 'will');
    expect(digital.data.accounts[0]).toMatchObject({ password: ACCOUNT_PASSWORD_LEFT_OUT });
    expect(plan.activities.length).toBeGreaterThan(0);
    expect(plan.privacy.items).toContainEqual({
      type: 'document',
      id: annPlan.document.id,
      requiredAccessLevel: 'full',
      releaseTiming: 'after_passing',
      isVisible: true,
    });
    // One item per thing: a wizard's document card is its wizard record's item.
    expect(plan.privacy.items).toHaveLength(1 + 3 + 1 + 1 + 2);

    // No secret, and nothing of Bob's: not in the text, and none of his files' bytes.
    const text = entries.get('plan.json')!.toString() + entries.get('README.txt')!.toString();
    for (const absent of ['secret-ann', 'scrypt$', 'bob', bob.email, bob.user.id]) {
      expect(text).not.toContain(absent);
    }
    const everything = Buffer.concat([...entries.values()]);
    for (const bytes of bobPlan.bytes) expect(everything.includes(bytes)).toBe(false);
  });

  it('is refused to the demo account, which has no plan of its own', async () => {
    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const refused = await demo.get('/api/account/export').expect(403);
    expect(refused.body.message).toMatch(/demo account/i);
    const deletion = await demo
      .post('/api/account/delete')
      .send({ password: DEMO_ACCOUNT.password, confirmation: 'DELETE' })
      .expect(403);
    expect(deletion.body.message).toMatch(/demo account/i);
    await demo.get('/api/auth/user').expect(200);
  });

  it('needs a signed-in owner', async () => {
    await visitor().get('/api/account/export').expect(401);
    await visitor().post('/api/account/delete').send({}).expect(401);
  });
});

/** Every row of every table, as the text of its values. */
function everyRow(): { table: string; values: string[] }[] {
  const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]).map((row) => ({
        table,
        values: Object.values(row).map((value) => String(value)),
      })),
    );
  } finally {
    db.close();
  }
}

/** The rows that name any of `needles` (a user's id or email) in any column. */
const rowsNaming = (needles: string[]) =>
  everyRow().filter((row) =>
    row.values.some((value) => needles.some((needle) => value.includes(needle))),
  );

/** Every file under `folder`, with its path. */
const blobFilesIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? blobFilesIn(path.join(folder, entry.name))
          : [path.join(folder, entry.name)],
      )
    : [];

const blobFiles = (): string[] =>
  blobFilesIn(path.join(testApp.dataDir, 'blobs')).map((file) => path.basename(file));

const blobIdsOf = async (userId: string) =>
  (await testApp.store.files.list(userId, { limit: 100 })).items.map((file) => file.blobId);

describe('delete the account', () => {
  it('removes every record and file of the user and nobody else’s, ends every way in, says goodbye', async () => {
    const carol = await signedIn('Carol');
    const dan = await signedIn('Dan');
    await fillPlan(carol.agent, 'carol');
    const danPlan = await fillPlan(dan.agent, 'dan');
    // Ways in that others hold: an access key used by a viewer, a card.
    const accessKey = (await carol.agent.post('/api/privacy/access-key').expect(201)).body
      .accessKey;
    await carol.agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201);
    const viewer = visitor();
    await viewer
      .post('/api/access/requests')
      .send({
        level: 'standard',
        ownerEmail: carol.email,
        accessKey,
        requester: { name: 'Vic', email: 'vic@example.com', relationship: 'Friend' },
      })
      .expect(201);
    await viewer.get('/api/access/view').expect(200);
    // Counters that name her: a failed sign-in, an export; a second device signed in.
    await visitor().post('/api/auth/login').send({ email: carol.email, password: 'nope-nope' });
    await exportOf(carol.agent);
    const phone = visitor();
    await phone
      .post('/api/auth/login')
      .send({ email: carol.email, password: TEST_PASSWORD })
      .expect(200);
    await testApp.mail!.flush();
    const carolBlobs = await blobIdsOf(carol.user.id);
    const danBlobs = await blobIdsOf(dan.user.id);
    expect(carolBlobs).toHaveLength(3);
    expect(blobFiles()).toEqual(expect.arrayContaining([...carolBlobs, ...danBlobs]));
    const needles = [carol.user.id, carol.email];
    expect(new Set(rowsNaming(needles).map((row) => row.table)).size).toBeGreaterThan(10);

    // Wrong password, or no typed confirmation: refused, nothing removed.
    const before = everyRow();
    const wrong = await carol.agent
      .post('/api/account/delete')
      .send({ password: 'not-her-password', confirmation: 'DELETE' })
      .expect(403);
    expect(wrong.body.error).toBe('wrong_password');
    await carol.agent
      .post('/api/account/delete')
      .send({ password: TEST_PASSWORD, confirmation: 'delete' })
      .expect(400);
    // Only the attempts' own counter changed.
    const withoutCounters = (rows: ReturnType<typeof everyRow>) =>
      rows.filter((row) => row.table !== 'rate_limits' && row.table !== 'sessions');
    expect(withoutCounters(everyRow())).toEqual(withoutCounters(before));
    await carol.agent.get('/api/auth/user').expect(200);

    const deleted = await carol.agent
      .post('/api/account/delete')
      .send({ password: TEST_PASSWORD, confirmation: 'DELETE' })
      .expect(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/lp\.sid=;/);

    // Signed out on every device; the viewer's grant ended; signing in fails.
    await carol.agent.get('/api/auth/user').expect(401);
    await phone.get('/api/auth/user').expect(401);
    await viewer.get('/api/access/view').expect(401);

    // The goodbye mail goes; once sent, the sweep removes it from the outbox too.
    await testApp.mail!.flush();
    expect(smtp.to(carol.email).map((mail) => mail.subject)).toContain(GOODBYE_SUBJECT);
    await sweepExpired(testApp.store);
    expect(rowsNaming(needles)).toEqual([]);
    const left = blobFiles();
    for (const id of carolBlobs) expect(left).not.toContain(id);
    expect(left).toEqual(expect.arrayContaining(danBlobs));

    // Signing in fails (its failure counter names the email again: someone else's attempt).
    await visitor()
      .post('/api/auth/login')
      .send({ email: carol.email, password: TEST_PASSWORD })
      .expect(401);

    // Dan's plan is whole.
    const danDocs = (await dan.agent.get('/api/documents').expect(200)).body;
    expect(danDocs.map((doc: { id: string }) => doc.id)).toContain(danPlan.document.id);
    expect(danDocs).toHaveLength(3);
    const danFile = await dan.agent
      .get(`/api/files/${danPlan.files[0].id}/content`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(danFile.body).toEqual(danPlan.bytes[0]);
  });

  it('leaves none of the account’s text in the database file, its log or the blob folder', async () => {
    const own = createTestApp({ trustProxy: true });
    try {
      const tag = randomBytes(6).toString('hex');
      const marker = (what: string) => `${what}-${tag}`;
      const markers = {
        name: marker('Name'),
        email: `owner-${tag}@example.com`,
        title: marker('DocumentTitle'),
        wish: marker('WishDetails'),
        address: marker('ContactAddress'),
        notes: marker('ContactNotes'),
        fileName: marker('FileName'),
        fileText: marker('FileText'),
      };
      const agent = visitorsOf(() => own).visitor();
      await agent
        .post('/api/auth/signup')
        .send({ name: markers.name, email: markers.email, password: TEST_PASSWORD })
        .expect(201);
      const document = (
        await agent.post('/api/documents').send({ title: markers.title, category: 'will' })
      ).body;
      expect(document.title).toBe(markers.title);
      await agent
        .post('/api/wishes')
        .send({ category: 'music', preference: 'Clair de lune', details: markers.wish })
        .expect(201);
      await agent
        .post('/api/contacts')
        .send({
          firstName: 'Eve',
          lastName: 'Diaz',
          role: 'executor',
          address: markers.address,
          notes: markers.notes,
        })
        .expect(201);
      await agent
        .post('/api/files')
        .set('Origin', ORIGIN)
        .field('category', 'will')
        .field('documentId', document.id)
        .attach('file', pdf(markers.fileText), `${markers.fileName}.pdf`)
        .expect(201);

      const dbFile = path.join(own.dataDir, SQLITE_FILE_NAME);
      const filesOnDisk = () =>
        [dbFile, `${dbFile}-wal`, ...blobFilesIn(path.join(own.dataDir, 'blobs'))].filter((file) =>
          existsSync(file),
        );
      const found = () =>
        filesOnDisk().flatMap((file) => {
          const bytes = readFileSync(file);
          return Object.values(markers)
            .filter((text) => bytes.includes(text))
            .map((text) => `${path.basename(file)}: ${text}`);
        });
      // The markers are on disk to begin with, so finding none later means they were removed.
      expect(found()).toEqual(expect.arrayContaining([expect.stringContaining(markers.title)]));

      await agent
        .post('/api/account/delete')
        .send({ password: TEST_PASSWORD, confirmation: 'DELETE' })
        .expect(204);
      // As it runs (a crash now leaves these files), and after a clean stop.
      expect(found()).toEqual([]);
      await own.store.close();
      expect(found()).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('with two-factor sign-in on, asks for a code too, as a sign-in would', async () => {
    const erin = await signedIn('Erin');
    const setup = (
      await erin.agent
        .post('/api/account/two-factor/setup')
        .send({ password: TEST_PASSWORD })
        .expect(201)
    ).body;
    const secret = base32Decode(setup.secret);
    const { recoveryCodes } = (
      await erin.agent
        .post('/api/account/two-factor/enable')
        .send({ code: totpCode(secret, stepAt(new Date())) })
        .expect(201)
    ).body;
    const attempt = (proof: object) =>
      erin.agent
        .post('/api/account/delete')
        .send({ password: TEST_PASSWORD, confirmation: 'DELETE', ...proof });

    expect((await attempt({}).expect(403)).body.error).toBe('two_factor_required');
    expect((await attempt({ code: '000000' }).expect(403)).body.error).toBe('wrong_code');
    await erin.agent.get('/api/auth/user').expect(200);

    await attempt({ code: recoveryCodes[0] }).expect(204);
    await erin.agent.get('/api/auth/user').expect(401);
    // Her two-factor secret and recovery codes went with the rest (the goodbye mail once sent).
    await testApp.mail!.flush();
    await sweepExpired(testApp.store);
    expect(rowsNaming([erin.user.id, erin.email])).toEqual([]);
  });
});
