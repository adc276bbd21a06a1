import mongoose from 'mongoose';
import { describeReleaseMigrationContract } from './releaseMigrationContract';
import { migrateMongo } from '../mongo/mongoMigrations';
import { openMongoStore } from '../mongo/mongoStore';

// Runs only where MONGODB_URI is set (the jest config leaves this file out otherwise), as the
// MongoDB contract run does. Each test gets its own database.
const baseUri = process.env.MONGODB_URI as string;
let counter = 0;
const uriOf = new WeakMap<object, string>();

describeReleaseMigrationContract('mongodb', {
  async open() {
    const uri = new URL(baseUri);
    uri.pathname = `/legacy_planner_migration_${process.pid}_${counter++}`;
    const connection = await mongoose.createConnection(uri.toString()).asPromise();
    await connection.dropDatabase();
    await connection.close();
    const store = await openMongoStore(uri.toString());
    uriOf.set(store, uri.toString());
    return store;
  },
  async migrateAgain(store) {
    const connection = await mongoose.createConnection(uriOf.get(store)!).asPromise();
    try {
      await connection.collection('schema_migrations').deleteOne({ _id: 3 as never });
      await migrateMongo(connection);
    } finally {
      await connection.close();
    }
  },
});
