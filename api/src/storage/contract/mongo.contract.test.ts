import mongoose from 'mongoose';
import { describeStoreContract } from './storeContract';
import { openMongoStore } from '../mongo/mongoStore';

// Runs only where MONGODB_URI is set (the jest config leaves this file out otherwise):
// MongoDB cannot be installed on our development machines. Each test gets its own database.
const baseUri = process.env.MONGODB_URI as string;
let counter = 0;

describeStoreContract('mongodb', async (options) => {
  const uri = new URL(baseUri);
  uri.pathname = `/legacy_planner_contract_${process.pid}_${counter++}`;
  const connection = await mongoose.createConnection(uri.toString()).asPromise();
  await connection.dropDatabase();
  await connection.close();
  return openMongoStore(uri.toString(), options);
});
