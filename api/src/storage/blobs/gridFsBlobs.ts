import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Connection } from 'mongoose';
import { mongo } from 'mongoose';
import { checkBlobId, type RawBlobs } from './blobStore';

const BUCKET = 'blobs';
/**
 * GridFS keeps whatever _id it is given; the driver's types say ObjectId only. Our ids are
 * UUID strings, like every other id in the store.
 */
const gridFsId = (id: string) => checkBlobId(id) as unknown as mongo.ObjectId;

/**
 * Blobs in MongoDB's GridFS (bucket `blobs`), for deployments on MongoDB. GridFS writes a
 * file's chunks first and its files document last, so a blob is found only once complete; an
 * interrupted upload is aborted (its chunks deleted), and chunks a crash left without a files
 * document are removed by removeIncomplete.
 */
export function gridFsBlobs(connection: Connection): RawBlobs {
  const db = connection.db;
  if (!db) throw new Error('The MongoDB connection is not open');
  const bucket = new mongo.GridFSBucket(db, { bucketName: BUCKET });
  const files = db.collection(`${BUCKET}.files`);
  const chunks = db.collection(`${BUCKET}.chunks`);

  return {
    async write(id, source) {
      const upload = bucket.openUploadStreamWithId(gridFsId(id), id);
      try {
        await pipeline(Readable.from(source), upload);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },

    async read(id) {
      if (!(await files.findOne({ _id: gridFsId(id) }, { projection: { _id: 1 } }))) {
        return null;
      }
      const parts: Buffer[] = [];
      for await (const part of bucket.openDownloadStream(gridFsId(id))) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },

    async remove(id) {
      await files.deleteOne({ _id: gridFsId(id) });
      await chunks.deleteMany({ files_id: id });
    },

    async *ids(writtenBefore) {
      const filter = writtenBefore ? { uploadDate: { $lt: writtenBefore } } : {};
      for await (const file of files.find(filter, { projection: { _id: 1 } })) {
        yield String(file._id);
      }
    },

    async removeIncomplete(writtenBefore) {
      const written = new Set((await files.distinct('_id')).map(String));
      // A chunk's own _id is an ObjectId made by the driver as it wrote the chunk: its time
      // tells how old the newest chunk of an unfinished blob is.
      const latest = await chunks
        .aggregate<{ _id: unknown; newest: mongo.ObjectId }>([
          { $group: { _id: '$files_id', newest: { $max: '$_id' } } },
        ])
        .toArray();
      const orphaned = latest
        .filter(
          ({ _id, newest }) => !written.has(String(_id)) && newest.getTimestamp() < writtenBefore,
        )
        .map(({ _id }) => _id);
      if (orphaned.length === 0) return 0;
      await chunks.deleteMany({ files_id: { $in: orphaned } });
      return orphaned.length;
    },
  };
}
