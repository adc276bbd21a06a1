import mongoose from 'mongoose';
import { describeBlobStoreContract } from './blobContract';
import { gridFsBlobs } from '../blobs/gridFsBlobs';

// Runs only where MONGODB_URI is set (the jest config leaves this file out otherwise). Each
// test gets its own database.
const baseUri = process.env.MONGODB_URI as string;
let counter = 0;

describeBlobStoreContract('GridFS', async () => {
  const uri = new URL(baseUri);
  uri.pathname = `/legacy_planner_blobs_${process.pid}_${counter++}`;
  const connection = await mongoose.createConnection(uri.toString()).asPromise();
  await connection.dropDatabase();
  return {
    raw: gridFsBlobs(connection),
    close: async () => {
      await connection.dropDatabase();
      await connection.close();
    },
  };
});
