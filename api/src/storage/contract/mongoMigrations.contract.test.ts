import mongoose from 'mongoose';
import { documentInput } from './contractFixtures';
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

describe('mongodb migration 4', () => {
  it('schedules the reminders still to send of the full requests waiting at the upgrade', async () => {
    const uri = new URL(baseUri);
    uri.pathname = `/legacy_planner_migration_${process.pid}_${counter++}`;
    const store = await openMongoStore(uri.toString());
    const connection = await mongoose.createConnection(uri.toString()).asPromise();
    try {
      const owner = await store.users.create({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: null,
        role: 'user',
      });
      const request = (grantsInDays: number) =>
        store.accessRequests.create({
          ownerId: owner.id,
          level: 'full',
          method: 'evidence',
          holder: { name: 'Cara', email: 'cara@example.com', relationship: 'Daughter' },
          sealedEvidence: 'sealed',
          claimTokenHash: 'hash',
          grantsAt: new Date(Date.now() + grantsInDays * 86_400_000).toISOString(),
        });
      const fresh = await request(7);
      const remindedOnce = await request(3);
      await store.accessRequests.markReminded(remindedOnce.id, 1);
      const decided = await request(7);
      await store.accessRequests.decide(decided.id, 'rejected', new Date().toISOString());

      await connection.collection('schema_migrations').deleteOne({ _id: 4 as never });
      await migrateMongo(connection);
      await migrateMongo(connection);

      const jobs = await store.jobs.listForOwner(owner.id, 'waiting');
      expect(jobs.map((job) => job.payload)).toEqual([
        { requestId: remindedOnce.id, reminder: 2 },
        { requestId: fresh.id, reminder: 1 },
        { requestId: fresh.id, reminder: 2 },
      ]);
      expect(jobs.every((job) => job.kind === 'access.reminder')).toBe(true);
    } finally {
      await connection.dropDatabase();
      await connection.close();
      await store.close();
    }
  });
});

describe('mongodb migration 9', () => {
  it('gives each document stored before it an unrecorded custody, and keeps a recorded one', async () => {
    const uri = new URL(baseUri);
    uri.pathname = `/legacy_planner_migration_${process.pid}_${counter++}`;
    const store = await openMongoStore(uri.toString());
    const connection = await mongoose.createConnection(uri.toString()).asPromise();
    try {
      const owner = await store.users.create({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: null,
        role: 'user',
      });
      const older = await store.documents.create(owner.id, documentInput('Will'));
      const recorded = await store.documents.create(owner.id, {
        ...documentInput('Deed', 'property'),
        signedOn: '2026-03-03',
        originalLocation: 'Fire safe, study closet',
        originalHolder: 'Attorney Jane Roe',
      });
      await connection.collection('documents').updateOne(
        { _id: older.id as never },
        {
          $unset: { 'data.signedOn': '', 'data.originalLocation': '', 'data.originalHolder': '' },
        },
      );

      await connection.collection('schema_migrations').deleteOne({ _id: 9 as never });
      await migrateMongo(connection);

      await expect(store.documents.get(owner.id, older.id)).resolves.toEqual(older);
      await expect(store.documents.get(owner.id, recorded.id)).resolves.toEqual(recorded);
    } finally {
      await connection.dropDatabase();
      await connection.close();
      await store.close();
    }
  });
});
