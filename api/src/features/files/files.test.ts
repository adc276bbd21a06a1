import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { DEMO_ACCOUNT, MAX_UPLOAD_BYTES } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { seedDemoAccount } from '../auth/demoAccount';
import { sweepUnfinishedUploads } from './sweepUnfinishedUploads';
import { binaryParser } from '../../testing/binaryBody';

// Sign-ups run scrypt at its production cost; a few tests send 11 MB.
jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;

const ORIGIN = 'http://localhost:8080';
const pdf = (size: number, marker = '') =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n${marker}\n`),
    randomBytes(Math.max(0, size - 10 - marker.length)),
  ]);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(400)]);
const executable = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from('PE\0\0'),
  randomBytes(200),
]);

describe('file vault API', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let ann: Agent;
  let bob: Agent;

  /** Every blob kept on disk, complete or not. */
  const blobFiles = () => {
    const folder = path.join(testApp.dataDir, 'blobs');
    const incoming = path.join(folder, '.incoming');
    return [
      ...readdirSync(folder).filter((name) => name !== '.incoming'),
      ...(existsSync(incoming) ? readdirSync(incoming) : []),
    ];
  };
  const upload = (
    agent: Agent,
    name: string,
    bytes: Buffer,
    fields: Record<string, string> = {},
    query = '',
  ) => {
    const sent = agent.post(`/api/files${query}`).set('Origin', ORIGIN);
    for (const [field, value] of Object.entries(fields)) sent.field(field, value);
    return sent.attach('file', bytes, name);
  };

  beforeEach(async () => {
    testApp = createTestApp();
    ann = request.agent(testApp.app.callback());
    bob = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
    await bob
      .post('/api/auth/signup')
      .send({ name: 'Bob', email: 'bob@example.com', password: 'secret-2' })
      .expect(201);
  });
  afterEach(() => testApp.close());

  it('uploads, lists, downloads the same bytes, updates, verifies and deletes a file', async () => {
    const will = await ann.post('/api/documents').send({ title: 'Last will', category: 'will' });
    const bytes = pdf(5000);
    const created = await upload(ann, 'Last Will.PDF', bytes, {
      category: 'will',
      tags: 'signed, original',
      notes: 'The signed copy',
      documentId: will.body.id,
    }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Last Will.PDF',
      type: 'application/pdf',
      size: 5000,
      category: 'will',
      tags: ['signed', 'original'],
      notes: 'The signed copy',
      uploadDate: expect.any(String),
      status: 'pending',
      documentId: will.body.id,
    });
    const { id } = created.body as { id: string };

    const listed = await ann.get('/api/files').expect(200);
    expect(listed.body).toEqual([created.body]);
    const ofDocument = await ann.get(`/api/files?documentId=${will.body.id}`).expect(200);
    expect(ofDocument.body).toEqual([created.body]);
    await ann.get(`/api/files/${id}`).expect(200, created.body);

    const download = await ann
      .get(`/api/files/${id}/content`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, bytes)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Last Will.PDF"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const verified = await ann.put(`/api/files/${id}`).send({ status: 'verified' }).expect(200);
    expect(verified.body).toMatchObject({ status: 'verified', tags: ['signed', 'original'] });
    await ann.put(`/api/files/${id}`).send({ status: 'done' }).expect(400);
    await ann.put(`/api/files/${id}`).send({}).expect(400);

    const log = await ann.get('/api/activities').expect(200);
    expect(log.body.map((entry: { description: string }) => entry.description).slice(0, 2)).toEqual(
      ['Updated file: Last Will.PDF', 'Uploaded file: Last Will.PDF'],
    );

    await ann.delete(`/api/files/${id}`).expect(204);
    await ann.get(`/api/files/${id}`).expect(404);
    await ann.get(`/api/files/${id}/content`).expect(404);
    expect(blobFiles()).toEqual([]);
  });

  it("answers another user's file with 404, for its record, its bytes and every change", async () => {
    const created = await upload(ann, 'will.pdf', pdf(2000)).expect(201);
    const { id } = created.body as { id: string };
    await bob.get(`/api/files/${id}`).expect(404);
    await bob.get(`/api/files/${id}/content`).expect(404);
    await bob.put(`/api/files/${id}`).send({ status: 'verified' }).expect(404);
    await bob.delete(`/api/files/${id}`).expect(404);
    await bob.get('/api/files').expect(200, []);
    await ann.get(`/api/files/${id}`).expect(200);
    await request(testApp.app.callback()).get(`/api/files/${id}`).expect(401);
  });

  it('refuses a file of Bob attached to a document of Ann, and keeps nothing', async () => {
    const will = await ann.post('/api/documents').send({ title: 'Last will' });
    await upload(bob, 'will.pdf', pdf(2000), { documentId: will.body.id }).expect(404);
    expect(blobFiles()).toEqual([]);
  });

  it('keeps the bytes encrypted on disk', async () => {
    const marker = 'PLAINTEXT-MARKER-0123456789';
    await upload(ann, 'will.pdf', pdf(3000, marker)).expect(201);
    const stored = blobFiles();
    expect(stored).toHaveLength(1);
    const onDisk = readFileSync(path.join(testApp.dataDir, 'blobs', stored[0]!));
    expect(onDisk.includes(marker)).toBe(false);
    expect(onDisk.includes('%PDF')).toBe(false);
  });

  describe('size', () => {
    const elevenMegabytes = () => pdf(11 * 1024 * 1024);

    it('refuses 11 MB with 413 and keeps nothing', async () => {
      const refused = await upload(ann, 'big.pdf', elevenMegabytes()).expect(413);
      expect(refused.body).toEqual({
        error: 'file_too_large',
        message: 'The file is larger than the 10 MB limit for each file.',
      });
      expect(refused.headers.connection).toBe('close');
      await ann.get('/api/files').expect(200, []);
      expect(blobFiles()).toEqual([]);
    });

    it('accepts exactly 10 MB', async () => {
      const created = await upload(ann, 'full.pdf', pdf(MAX_UPLOAD_BYTES)).expect(201);
      expect(created.body.size).toBe(MAX_UPLOAD_BYTES);
    });

    /** A multipart body sent by hand over a real socket, with the headers given. */
    async function sendRaw(headers: Record<string, string>, body: Buffer, cookie: string) {
      const server = http.createServer(testApp.app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        return await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const sent = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/files',
              headers: { ...headers, Origin: ORIGIN, Cookie: cookie },
            },
            (response) => {
              let text = '';
              response.on('data', (part: Buffer) => (text += part.toString()));
              // 'close' as well as 'end': the reset below may cut the answer short.
              const answered = () => resolve({ status: response.statusCode!, body: text });
              response.on('end', answered);
              response.on('close', answered);
            },
          );
          // The server may answer and close before the whole body is written; when it closes a
          // connection the client is still writing to, the reset can reach the client before
          // the answer does, and the answer is lost: status 0.
          sent.on('error', (error: NodeJS.ErrnoException) =>
            ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
          );
          sent.on('close', () => resolve({ status: 0, body: '' }));
          for (let at = 0; at < body.length; at += 64 * 1024) {
            sent.write(body.subarray(at, at + 64 * 1024));
          }
          sent.end();
        });
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }

    function multipart(name: string, bytes: Buffer) {
      const boundary = 'lp-boundary-4f1c';
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    }

    async function annCookie() {
      const signedIn = await request(testApp.app.callback())
        .post('/api/auth/login')
        .send({ email: 'ann@example.com', password: 'secret-1' })
        .expect(200);
      return (signedIn.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
    }

    it('refuses 11 MB sent chunked, without Content-Length, while it streams in', async () => {
      const { type, body } = multipart('big.pdf', elevenMegabytes());
      const answer = await sendRaw(
        { 'Content-Type': type, 'Transfer-Encoding': 'chunked' },
        body,
        await annCookie(),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'file_too_large' });
      await ann.get('/api/files').expect(200, []);
      expect(blobFiles()).toEqual([]);
    });

    it('keeps nothing of an upload the client abandons half-way', async () => {
      const { type, body } = multipart('big.pdf', pdf(5 * 1024 * 1024));
      const server = http.createServer(testApp.app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const sent = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files',
        headers: {
          'Content-Type': type,
          'Content-Length': String(body.length),
          Origin: ORIGIN,
          Cookie: await annCookie(),
        },
      });
      sent.on('error', () => undefined);
      sent.write(body.subarray(0, 2 * 1024 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 300));
      sent.destroy();
      for (let tries = 0; tries < 50 && blobFiles().length > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(blobFiles()).toEqual([]);
      await ann.get('/api/files').expect(200, []);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('reads no further than a Content-Length that claims less than is sent, and keeps nothing', async () => {
      const { type, body } = multipart('big.pdf', elevenMegabytes());
      const answer = await sendRaw(
        { 'Content-Type': type, 'Content-Length': String(1024 * 1024) },
        body,
        await annCookie(),
      );
      // The body ends where Content-Length says: the form is cut short, and refused (by Node's
      // parser for the bytes past it, or by the upload route for the cut form), unless the
      // connection's reset overtook the 400 (status 0). Either way nothing is kept.
      expect([400, 0]).toContain(answer.status);
      await ann.get('/api/files').expect(200, []);
      // The route may still be cleaning up when Node's own answer arrives.
      for (let tries = 0; tries < 50 && blobFiles().length > 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(blobFiles()).toEqual([]);
    });
  });

  describe('types', () => {
    it('refuses a renamed executable and a wrong extension with the context’s message (415)', async () => {
      const renamed = await upload(ann, 'invoice.pdf', executable).expect(415);
      expect(renamed.body).toEqual({
        error: 'file_type_refused',
        message: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
      });
      const wrongExtension = await upload(ann, 'setup.exe', pdf(2000)).expect(415);
      expect(wrongExtension.body.message).toBe(
        'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
      );
      // A PNG under a PDF's name is refused too: the content must be what the name says.
      await upload(ann, 'scan.pdf', png()).expect(415);
      await ann.get('/api/files').expect(200, []);
      expect(blobFiles()).toEqual([]);
    });

    it('checks each upload context of contracts, extensions in any case', async () => {
      await upload(ann, 'SCAN.PNG', png()).expect(201);
      const pdfOnly = await upload(ann, 'scan.png', png(), {}, '?context=pdfOnly').expect(415);
      expect(pdfOnly.body.message).toBe('Please upload a PDF file only.');
      await upload(
        ann,
        'accounts.txt',
        Buffer.from('Bank: First National\n'),
        {},
        '?context=digitalAssets',
      ).expect(201);
      await upload(ann, 'accounts.txt', Buffer.from('Bank\n')).expect(415);
      const unknown = await upload(ann, 'a.pdf', pdf(100), {}, '?context=spaceship').expect(400);
      expect(unknown.body).toEqual({
        error: 'validation_failed',
        message: 'context must be one of: documents, pdfOnly, digitalAssets, finalWishes',
      });
    });
  });

  it('lists one document’s files by ?documentId=, given once', async () => {
    const twice = await ann.get('/api/files?documentId=a&documentId=b').expect(400);
    expect(twice.body).toEqual({
      error: 'validation_failed',
      message: 'documentId must be given once',
    });
    await ann.get('/api/files?documentId=').expect(200, []);
  });

  it('names the next page of one document’s files with its ?documentId= kept', async () => {
    const will = await ann.post('/api/documents').send({ title: 'Last will' }).expect(201);
    const kept: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      kept.unshift(
        (await upload(ann, name, pdf(100), { documentId: will.body.id }).expect(201)).body.id,
      );
      await upload(ann, name, pdf(100)).expect(201);
    }
    const seen: string[] = [];
    let next: string | undefined = `/api/files?documentId=${will.body.id}&limit=2`;
    while (next) {
      const page: request.Response = await ann.get(next).expect(200);
      seen.push(...page.body.map((file: { id: string }) => file.id));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.link ?? '')?.[1];
    }
    expect(seen).toEqual(kept);
  });

  it("refuses a file past the user's space, before or while it is sent, and keeps nothing", async () => {
    await testApp.close();
    testApp = createTestApp({ fileQuotaBytes: 1024 * 1024 + 1000 });
    ann = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
    await upload(ann, 'first.pdf', pdf(1024 * 1024)).expect(201);
    const refused = await upload(ann, 'second.pdf', pdf(5000)).expect(413);
    expect(refused.body).toEqual({
      error: 'quota_exceeded',
      message:
        'This file does not fit in your 1 MB of space (1 MB used). Delete some files before adding more.',
    });
    await ann.get('/api/files/usage').expect(200, {
      usedBytes: 1024 * 1024,
      quotaBytes: 1024 * 1024 + 1000,
      maxFileBytes: MAX_UPLOAD_BYTES,
    });
    // A small one still fits.
    await upload(ann, 'small.pdf', pdf(900)).expect(201);
    expect(blobFiles()).toHaveLength(2);
  });

  describe('requests that are refused before anything is read', () => {
    it('takes multipart only on the upload route, and only from this site', async () => {
      await ann
        .post('/api/documents')
        .set('Origin', ORIGIN)
        .field('title', 'Last will')
        .expect(415);
      await ann.post('/api/files').attach('file', pdf(100), 'a.pdf').expect(415);
      await ann
        .post('/api/files')
        .set('Origin', 'https://evil.example')
        .attach('file', pdf(100), 'a.pdf')
        .expect(403);
      expect(blobFiles()).toEqual([]);
    });

    it('refuses two files in one upload, or none', async () => {
      await ann
        .post('/api/files')
        .set('Origin', ORIGIN)
        .attach('file', pdf(100), 'a.pdf')
        .attach('file', pdf(100), 'b.pdf')
        .expect(400);
      await ann.post('/api/files').set('Origin', ORIGIN).field('notes', 'no file').expect(400);
      await ann.post('/api/files').set('Origin', ORIGIN).send({ notes: 'json' }).expect(400);
      await ann.get('/api/files').expect(200, []);
      expect(blobFiles()).toEqual([]);
    });

    it('refuses bad fields and keeps nothing', async () => {
      await upload(ann, 'a.pdf', pdf(100), { category: 'spaceship' }).expect(400);
      await upload(ann, 'a.pdf', pdf(100), { tags: 'x'.repeat(41) }).expect(400);
      expect(blobFiles()).toEqual([]);
    });

    it('keeps the demo account read-only', async () => {
      await seedDemoAccount(testApp.store);
      const demo = request.agent(testApp.app.callback());
      await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      await upload(demo, 'a.pdf', pdf(100)).expect(403);
      await demo.get('/api/files').expect(200);
    });
  });

  it("keeps a deleted document's files, as files of their own", async () => {
    const will = await ann.post('/api/documents').send({ title: 'Last will' });
    const file = await upload(ann, 'will.pdf', pdf(1000), { documentId: will.body.id }).expect(201);
    await ann.delete(`/api/documents/${will.body.id}`).expect(204);
    await ann
      .get(`/api/files/${file.body.id}`)
      .expect(200)
      .expect((answer) => {
        expect(answer.body.documentId).toBeNull();
      });
  });

  it('leaves nothing of a crashed upload after the start-up sweep', async () => {
    const kept = await upload(ann, 'kept.pdf', pdf(1000)).expect(201);
    // What a crash leaves: a half-written blob, and a complete one whose record was never written.
    writeFileSync(
      path.join(testApp.dataDir, 'blobs', '.incoming', '6f1a2b3c-0000-4000-8000-000000000001'),
      randomBytes(500),
    );
    await testApp.blobs.put([pdf(800)], MAX_UPLOAD_BYTES);
    expect(blobFiles()).toHaveLength(3);

    await expect(sweepUnfinishedUploads(testApp.store, testApp.blobs, 30_000)).resolves.toBe(2);
    expect(blobFiles()).toHaveLength(1);
    await ann.get(`/api/files/${kept.body.id}/content`).expect(200);
  });
});
