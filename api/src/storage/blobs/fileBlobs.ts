import { mkdirSync } from 'node:fs';
import { open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkBlobId, type RawBlobs } from './blobStore';

const INCOMING = '.incoming';

/** When the file was last written (a vanished file counts as old: there is nothing to keep). */
async function modifiedAt(file: string): Promise<Date> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Date(0);
    throw error;
  }
}

/**
 * Blobs as files in `folder` (DATA_DIR/blobs), private to the server's user. A blob is written
 * under .incoming/, flushed to disk, then renamed into place: a reader never sees half a file,
 * and a crash leaves its remains only in .incoming/, which the start-up sweep empties.
 */
export function fileBlobs(folder: string): RawBlobs {
  const incoming = path.join(folder, INCOMING);
  mkdirSync(incoming, { recursive: true, mode: 0o700 });
  const finalPath = (id: string) => path.join(folder, checkBlobId(id));

  return {
    async write(id, chunks) {
      const partial = path.join(incoming, checkBlobId(id));
      const file = await open(partial, 'wx', 0o600);
      try {
        for await (const chunk of chunks) await file.write(chunk);
        await file.sync();
      } catch (error) {
        await file.close();
        await rm(partial, { force: true });
        throw error;
      }
      await file.close();
      await rename(partial, finalPath(id));
      // The rename itself reaches the disk with the folder.
      const directory = await open(folder, 'r');
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    },

    async read(id) {
      try {
        return await readFile(finalPath(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(id) {
      await rm(finalPath(id), { force: true });
    },

    async *ids(writtenBefore) {
      for (const name of await readdir(folder)) {
        if (name === INCOMING) continue;
        if (!writtenBefore || (await modifiedAt(path.join(folder, name))) < writtenBefore) {
          yield name;
        }
      }
    },

    async removeIncomplete(writtenBefore) {
      let removed = 0;
      for (const name of await readdir(incoming)) {
        const partial = path.join(incoming, name);
        if ((await modifiedAt(partial)) >= writtenBefore) continue;
        await rm(partial, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
