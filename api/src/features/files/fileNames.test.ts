import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import request from 'supertest';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { pdfText } from '../../testing/pdfText';
import { zipEntries } from '../../testing/zipEntries';
import { binaryParser } from '../../testing/binaryBody';

// File names in any script, sent as browsers send them (the name's raw UTF-8 bytes inside
// filename="…" of the multipart part: superagent's form-data writes them the same way), kept
// as typed through the list, the download, the owner's export and the wizards' PDF.

jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;
const ORIGIN = 'http://localhost:8080';

const pdf = (marker: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n${marker}\n`), randomBytes(2000)]);

const NAMES = {
  latin: 'Müller Testament.pdf',
  cyrillic: 'Завещание.pdf',
  chinese: '遗嘱 2026.pdf',
  arabic: 'وصية.pdf',
  emoji: '🎵 Playlist.pdf',
} as const;

/** The two names a Content-Disposition header gives: the plain one and RFC 5987's. */
function dispositionNames(header: string) {
  const plain = /; filename="((?:[^"\\]|\\.)*)"/.exec(header)?.[1];
  const extended = /; filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  return { plain, extended: extended === undefined ? undefined : decodeURIComponent(extended) };
}

/** The text of every stream of a PDF that inflates (fonts' ToUnicode maps among them). */
function pdfStreams(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or not a stream at all): nothing to read in it.
    }
  }
  return streams.join('\n');
}

/** A character as pdfkit's ToUnicode maps write it: its UTF-16 units in hex (<d83c dfb5>). */
const toUnicodeHex = (char: string) => {
  const units = Buffer.from(char, 'utf16le');
  const hex = Array.from({ length: units.length / 2 }, (_, i) =>
    units
      .readUInt16LE(i * 2)
      .toString(16)
      .padStart(4, '0'),
  );
  return `<${hex.join(' ')}>`;
};

describe('file names in any script', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let ann: Agent;

  const upload = (name: string, bytes: Buffer, fields: Record<string, string> = {}, query = '') => {
    const sent = ann.post(`/api/files${query}`).set('Origin', ORIGIN);
    for (const [field, value] of Object.entries(fields)) sent.field(field, value);
    return sent.attach('file', bytes, name).expect(201);
  };

  beforeEach(async () => {
    testApp = createTestApp();
    ann = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
  });
  afterEach(() => testApp.close());

  it('keeps each name as typed: upload, list, download with an ASCII name and the RFC 5987 one', async () => {
    const uploaded = new Map<string, string>();
    for (const name of Object.values(NAMES)) {
      const created = await upload(name, pdf(name));
      expect(created.body.name).toBe(name);
      uploaded.set(created.body.id as string, name);
    }
    // A name written decomposed (as macOS may hand it over) is kept composed.
    const decomposed = await upload('Zoe\u0308.pdf', pdf('decomposed'));
    expect(decomposed.body.name).toBe('Zo\u00eb.pdf');

    const listed = await ann.get('/api/files').expect(200);
    expect(listed.body.map((file: { name: string }) => file.name).sort()).toEqual(
      [...Object.values(NAMES), 'Zoë.pdf'].sort(),
    );

    for (const [id, name] of uploaded) {
      const download = await ann.get(`/api/files/${id}/content`).buffer(true).parse(binaryParser);
      expect(download.status).toBe(200);
      const header = download.headers['content-disposition'] as string;
      // Printable ASCII only: a header with other bytes is read differently by each client.
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      const names = dispositionNames(header);
      expect(names.extended).toBe(name);
      expect(names.plain).toMatch(/^[\x20-\x7e]+\.pdf$/);
    }
    const latin = [...uploaded].find(([, name]) => name === NAMES.latin)![0];
    const download = await ann.get(`/api/files/${latin}/content`).expect(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Muller Testament.pdf"; filename*=UTF-8''M%C3%BCller%20Testament.pdf`,
    );
  });

  it('exports each file under its own name, in a folder named after its document', async () => {
    const document = (
      await ann
        .post('/api/documents')
        .send({ title: 'Документы 文件 🗂', category: 'will' })
        .expect(201)
    ).body;
    const bytes = new Map<string, Buffer>();
    for (const name of Object.values(NAMES)) {
      bytes.set(name, pdf(name));
      await upload(name, bytes.get(name)!, { documentId: document.id });
    }

    const res = await ann.get('/api/account/export').buffer(true).parse(binaryParser).expect(200);
    const entries = await zipEntries(res.body as Buffer);
    for (const name of Object.values(NAMES)) {
      expect(entries.get(`files/Документы 文件 🗂/${name}`)).toEqual(bytes.get(name));
    }
    const plan = JSON.parse(entries.get('plan.json')!.toString('utf8'));
    expect(plan.files.map((file: { name: string }) => file.name).sort()).toEqual(
      Object.values(NAMES).sort(),
    );
  });

  it('prints each name in the final wishes’ PDF, each script in a font that has it', async () => {
    const refs = [];
    for (const name of Object.values(NAMES)) {
      refs.push((await upload(name, pdf(name), {}, '?context=finalWishes')).body);
    }
    const data = emptyWizardData('final-wishes', () => 'row-0');
    data.uploadedFiles = refs.map(({ id, name, type, size }) => ({ id, name, type, size }));
    data.legacyMessages = [
      {
        ...blankRow('legacyMessages', 'row-1'),
        recipientName: 'Léa 李',
        messageType: 'audio',
        file: data.uploadedFiles[0]!,
      },
    ];
    await ann.put('/api/wizards/final-wishes').send({ status: 'draft', data }).expect(200);

    const res = await ann.get('/api/wizards/final-wishes/pdf').buffer(true).parse(binaryParser);
    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    const { text } = await pdfText(bytes);
    // pdf-parse's pdf.js drops characters beyond the Basic Multilingual Plane (the emoji):
    // those are checked in the fonts' ToUnicode maps below.
    for (const name of [NAMES.latin, NAMES.cyrillic, NAMES.chinese, NAMES.arabic]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('Playlist.pdf');
    expect(text).toContain('Legacy Message 1: Léa 李');

    // The fonts embedded: Roboto for Latin and Cyrillic, and one font for each script it lacks.
    const fonts = [...bytes.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(
      (match) => match[1],
    );
    expect(fonts).toEqual(
      expect.arrayContaining(['Roboto-Regular', 'DejaVuSans', 'WenQuanYiMicroHei', 'Symbola']),
    );
    expect(pdfStreams(bytes)).toContain(toUnicodeHex('🎵'));
  });
});
