import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { zipEntries } from '../../testing/zipEntries';
import { binaryParser } from '../../testing/binaryBody';

// The files a wizard record names belong to the wizard's document, however they were uploaded:
// the wizard sends the document's id with an upload only once its first save has made the
// document, so the first files of a new record (and files uploaded before this was fixed)
// arrive without one.

jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;
type FileRef = { id: string; name: string; type: string; size: number };
const ORIGIN = 'http://localhost:8080';

describe("the files of a wizard's record", () => {
  let testApp: ReturnType<typeof createTestApp>;
  let ann: Agent;

  async function upload(name: string, fields: Record<string, string> = {}): Promise<FileRef> {
    const sent = ann.post('/api/files?context=finalWishes').set('Origin', ORIGIN);
    for (const [field, value] of Object.entries(fields)) sent.field(field, value);
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);
    const { id, size, type } = (await sent.attach('file', bytes, name).expect(201)).body;
    return { id, name, type, size };
  }

  beforeEach(async () => {
    testApp = createTestApp();
    ann = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
  });
  afterEach(() => testApp.close());

  it("attaches the final wishes' uploads to their document, and the export lists them under it", async () => {
    // Uploaded before the record was first saved, as the wizard does: no document yet.
    const programme = await upload('programme.pdf');
    const recording = await upload('message-to-lea.pdf');
    const will = (
      await ann.post('/api/documents').send({ title: 'Will', category: 'will' }).expect(201)
    ).body;
    const deed = await upload('deed.pdf', { documentId: will.id });

    const data = emptyWizardData('final-wishes', () => 'row-0');
    data.uploadedFiles = [programme, deed];
    data.legacyMessages = [
      { ...blankRow('legacyMessages', 'row-1'), messageType: 'audio', file: recording },
    ];
    const saved = await ann
      .put('/api/wizards/final-wishes')
      .send({ status: 'draft', data })
      .expect(200);
    const documentId = saved.body.documentId as string;

    const attached = await ann.get(`/api/files?documentId=${documentId}`).expect(200);
    expect(attached.body.map((file: FileRef) => file.name).sort()).toEqual([
      'message-to-lea.pdf',
      'programme.pdf',
    ]);
    // A file already in another document stays there.
    expect((await ann.get(`/api/files/${deed.id}`)).body.documentId).toBe(will.id);

    const res = await ann.get('/api/account/export').buffer(true).parse(binaryParser).expect(200);
    const names = [...(await zipEntries(res.body as Buffer)).keys()].filter((name) =>
      name.startsWith('files/'),
    );
    expect(names.sort()).toEqual([
      'files/Final Wishes/message-to-lea.pdf',
      'files/Final Wishes/programme.pdf',
      'files/Will/deed.pdf',
    ]);
  });

  it('attaches a file uploaded later, when the record that names it is saved again', async () => {
    const data = emptyWizardData('final-wishes', () => 'row-0');
    data.personalReflections.rememberedFor = 'As a kind teacher';
    const first = await ann.put('/api/wizards/final-wishes').send({ status: 'draft', data });
    const documentId = first.body.documentId as string;

    // Left without a document (as before this fix), then named by the next save.
    data.uploadedFiles = [await upload('programme.pdf')];
    await ann.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);
    const attached = await ann.get(`/api/files?documentId=${documentId}`).expect(200);
    expect(attached.body.map((file: FileRef) => file.name)).toEqual(['programme.pdf']);
  });
});
