import { randomBytes } from 'node:crypto';
import { BlobTooLargeError, type RawBlobs } from '../blobs/blobStore';
import { encryptedBlobStore } from '../blobs/encryptedBlobStore';

export interface OpenedBlobs {
  raw: RawBlobs;
  close(): Promise<void>;
}

/** Yields `data` in chunks of `size` bytes, as an upload arrives. */
async function* inChunks(data: Buffer, size = 64 * 1024) {
  for (let offset = 0; offset < data.length; offset += size) {
    yield data.subarray(offset, offset + size);
  }
}

async function collect(ids: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const id of ids) all.push(id);
  return all.sort();
}

/** The behaviour every blob adapter must have, under the encryption every deployment uses. */
export function describeBlobStoreContract(name: string, open: () => Promise<OpenedBlobs>) {
  describe(`blob store contract: ${name}`, () => {
    let opened: OpenedBlobs;
    const key = randomBytes(32);
    const blobs = () => encryptedBlobStore(opened.raw, key);
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(() => opened.close());

    it('gives back exactly the bytes it was given, and their size', async () => {
      const data = randomBytes(300_000);
      const stored = await blobs().put(inChunks(data), 1_000_000);
      expect(stored.size).toBe(data.length);
      expect((await blobs().get(stored.id))?.equals(data)).toBe(true);
      const empty = await blobs().put(inChunks(Buffer.alloc(0)), 10);
      expect(await blobs().get(empty.id)).toEqual(Buffer.alloc(0));
    });

    it('keeps only ciphertext, under a fresh IV each time', async () => {
      const secret = Buffer.from('My will: the house goes to Ana. '.repeat(100));
      const first = await blobs().put(inChunks(secret), 1_000_000);
      const second = await blobs().put(inChunks(secret), 1_000_000);
      const [sealedFirst, sealedSecond] = await Promise.all([
        opened.raw.read(first.id),
        opened.raw.read(second.id),
      ]);
      expect(sealedFirst!.includes('the house goes to Ana')).toBe(false);
      expect(sealedFirst!.equals(sealedSecond!)).toBe(false);
      // Another key cannot read it.
      await expect(encryptedBlobStore(opened.raw, randomBytes(32)).get(first.id)).rejects.toThrow();
    });

    it('refuses a changed byte instead of answering altered data', async () => {
      const stored = await blobs().put(inChunks(Buffer.from('signed and dated')), 100);
      const sealed = (await opened.raw.read(stored.id))!;
      sealed[sealed.length - 20]! ^= 1;
      await opened.raw.remove(stored.id);
      await opened.raw.write(stored.id, inChunks(sealed));
      await expect(blobs().get(stored.id)).rejects.toThrow();
    });

    it('keeps nothing when the source passes the limit or fails', async () => {
      await expect(blobs().put(inChunks(randomBytes(2000), 100), 1500)).rejects.toBeInstanceOf(
        BlobTooLargeError,
      );
      async function* failing() {
        yield Buffer.from('the first part');
        throw new Error('connection reset');
      }
      await expect(blobs().put(failing(), 1000)).rejects.toThrow('connection reset');
      expect(await collect(opened.raw.ids())).toEqual([]);
      expect(await opened.raw.removeIncomplete(new Date(Date.now() + 60_000))).toBe(0);
    });

    it('deletes a blob, and deleting one that is not there changes nothing', async () => {
      const kept = await blobs().put(inChunks(Buffer.from('kept')), 100);
      const gone = await blobs().put(inChunks(Buffer.from('gone')), 100);
      await blobs().delete(gone.id);
      await blobs().delete(gone.id);
      expect(await blobs().get(gone.id)).toBeNull();
      expect((await blobs().get(kept.id))?.toString()).toBe('kept');
    });

    it('sweeps away blobs no record claims, and keeps the others', async () => {
      const claimed = await blobs().put(inChunks(Buffer.from('claimed')), 100);
      const orphan = await blobs().put(inChunks(Buffer.from('orphan')), 100);
      const removed = await blobs().sweep(
        async (id) => id === claimed.id,
        new Date(Date.now() + 60_000),
      );
      expect(removed).toBe(1);
      expect(await collect(opened.raw.ids())).toEqual([claimed.id]);
      expect(await blobs().get(orphan.id)).toBeNull();
    });

    it('leaves blobs written after the sweep began, which another instance may be finishing', async () => {
      const older = await blobs().put(inChunks(Buffer.from('older')), 100);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const cutoff = new Date(Date.now() - 500);
      const recent = await blobs().put(inChunks(Buffer.from('recent')), 100);
      expect(await blobs().sweep(async () => false, cutoff)).toBe(1);
      expect(await blobs().get(older.id)).toBeNull();
      expect((await blobs().get(recent.id))?.toString()).toBe('recent');
    });

    it('refuses an id that is not one of its own', async () => {
      await expect(blobs().get('../../etc/passwd')).rejects.toThrow('Not a blob id');
      await expect(blobs().delete('not-an-id')).rejects.toThrow('Not a blob id');
    });
  });
}
