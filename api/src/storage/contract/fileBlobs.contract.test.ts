import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { describeBlobStoreContract } from './blobContract';
import { fileBlobs } from '../blobs/fileBlobs';
import { encryptedBlobStore } from '../blobs/encryptedBlobStore';

const freshFolder = () => mkdtempSync(path.join(tmpdir(), 'lp-blobs-'));

describeBlobStoreContract('files under DATA_DIR', async () => {
  const folder = freshFolder();
  return {
    raw: fileBlobs(folder),
    close: async () => rmSync(folder, { recursive: true, force: true }),
  };
});

describe('file blobs', () => {
  let folder: string;
  beforeEach(() => {
    folder = freshFolder();
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('are private to the server user', async () => {
    const blobs = encryptedBlobStore(fileBlobs(folder), randomBytes(32));
    const { id } = await blobs.put([Buffer.from('private')], 100);
    expect(statSync(path.join(folder, id)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(folder, '.incoming')).mode & 0o777).toBe(0o700);
  });

  it('leave nothing behind after a crash in the middle of a write, once swept at start-up', async () => {
    // What a process killed mid-upload leaves: a partial file in .incoming/.
    fileBlobs(folder);
    writeFileSync(path.join(folder, '.incoming', randomUUID()), randomBytes(5000));
    const restarted = encryptedBlobStore(fileBlobs(folder), randomBytes(32));
    expect(await restarted.sweep(async () => true, new Date(Date.now() + 1000))).toBe(1);
    expect(readdirSync(path.join(folder, '.incoming'))).toEqual([]);
  });
});
