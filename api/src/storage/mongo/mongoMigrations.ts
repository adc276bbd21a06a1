import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { ReleaseSettings } from '@legacy-planner/contracts';
import { releaseModelWrites } from '../releaseModelMigration';
import { contactAskIndexes } from './mongoContactAsks';
import { helperIndexes } from './mongoHelpers';
import { messageDeliveryIndexes } from './mongoMessageDeliveries';
import { packetProgressIndexes } from './mongoPacketProgress';

// Changes to data already in MongoDB, numbered like SQLite's migrations and recorded in
// schema_migrations. Instances that start together may run the same step: each is idempotent.
// Steps use the driver's collections, not today's models. Never edit a step that has shipped.

interface Migration {
  version: number;
  name: string;
  run(connection: Connection): Promise<void>;
}

const recordKinds = ['documents', 'wishes', 'contacts'] as const;

// The spec's release settings (contracts' defaultReleaseSettings) as aggregation expressions.
const releaseDefaults = {
  documents: {
    category: { $ifNull: ['$data.category', 'other'] },
    requiredAccessLevel: { $cond: [{ $eq: ['$data.category', 'financial'] }, 'full', 'standard'] },
    isVisible: { $ne: ['$data.category', 'financial'] },
  },
  wishes: {
    category: { $ifNull: ['$data.category', 'other'] },
    requiredAccessLevel: 'basic',
    isVisible: { $literal: true },
  },
  contacts: {
    category: { $ifNull: ['$data.role', 'other'] },
    requiredAccessLevel: {
      $cond: [{ $eq: ['$data.role', 'emergency_contact'] }, 'basic', 'standard'],
    },
    isVisible: { $literal: true },
  },
};

/** Counters (see mongoCounters) for what each user already has, unless a counter exists. */
const countersFrom = (kind: string, withCount: boolean) => [
  {
    $group: {
      _id: { $concat: ['$userId', `:${kind}`] },
      seq: { $max: '$seq' },
      ...(withCount ? { count: { $sum: 1 } } : {}),
    },
  },
  { $merge: { into: 'counters', whenMatched: 'keepExisting', whenNotMatched: 'insert' } },
];

const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'release settings, per-user counters and role sources',
    async run(connection) {
      for (const kind of recordKinds) {
        const records = connection.collection(kind);
        await records.updateMany({ requiredAccessLevel: { $exists: false } }, [
          { $set: { ...releaseDefaults[kind], releaseTiming: 'immediate' } },
        ]);
        await records.aggregate(countersFrom(kind, true)).toArray();
      }
      // Existing numbers came from per-process counters (time-based), so they already increase
      // per user: each user's counter continues from their largest.
      await connection
        .collection('activities')
        .aggregate(countersFrom('activities', false))
        .toArray();
      await connection
        .collection('users')
        .updateMany(
          { role: 'admin', roleSource: { $exists: false } },
          { $set: { roleSource: 'admin_emails' } },
        );
    },
  },
  {
    version: 2,
    name: 'a grant viewing the same thing within the hour is one counted log entry',
    async run(connection) {
      await connection
        .collection('events')
        .updateMany({ count: { $exists: false } }, { $set: { count: 1 } });
    },
  },
  {
    version: 3,
    name: 'one privacy item per thing: existing plans keep their settings',
    run: keepReleaseSettings,
  },
  {
    version: 4,
    name: 'the reminders of waiting full requests are jobs',
    run: scheduleWaitingReminders,
  },
  {
    version: 5,
    name: 'legacy messages delivered to their recipients: the deliveries’ indexes',
    async run(connection) {
      // The model declares the same indexes (syncIndexes would drop any it does not know);
      // made here too so that an installation has them before its first delivery is written.
      const deliveries = connection.collection('messageDeliveries');
      for (const { key, options } of messageDeliveryIndexes) {
        await deliveries.createIndex({ ...key }, { ...options });
      }
    },
  },
  {
    version: 6,
    name: 'missed check-ins ask the trusted contacts: the questions’ indexes',
    async run(connection) {
      // As step 5: the model declares them too; made here before the first question.
      const asks = connection.collection('contactAsks');
      for (const { key, options } of contactAskIndexes) {
        await asks.createIndex({ ...key }, { ...options });
      }
    },
  },
  {
    version: 7,
    name: 'the end of the waiting period of each full request is a job',
    run: scheduleWaitingReleases,
  },
  {
    version: 8,
    name: 'people who help with a plan: the helpers’ indexes',
    async run(connection) {
      // As step 5: the model declares them too; made here before the first helper, so that the
      // unique (owner, email) holds from the start.
      const helpers = connection.collection('helpers');
      for (const { key, options } of helperIndexes) {
        await helpers.createIndex({ ...key }, { ...options });
      }
    },
  },
  {
    version: 9,
    name: 'each document records when it was signed and where its original is',
    async run(connection) {
      // As SQLite's migration 22: the documents stored before get the three fields unrecorded.
      const documents = connection.collection('documents');
      const unrecorded = {
        'data.signedOn': null,
        'data.originalLocation': '',
        'data.originalHolder': '',
      };
      for (const [field, value] of Object.entries(unrecorded)) {
        await documents.updateMany({ [field]: { $exists: false } }, { $set: { [field]: value } });
      }
    },
  },
  {
    version: 10,
    name: 'each owner’s yearly reminder to review their plan',
    run: schedulePlanReviewReminders,
  },
  {
    version: 11,
    name: 'how each task of the executor’s packet stands: its index',
    async run(connection) {
      // As step 5: the model declares it too.
      const progress = connection.collection('packetProgress');
      for (const { key, options } of packetProgressIndexes) {
        await progress.createIndex({ ...key }, { ...options });
      }
    },
  },
];

type WithSettings<T> = T & ReleaseSettings;
const settingsOf = ({ requiredAccessLevel, isVisible, releaseTiming }: ReleaseSettings) => ({
  requiredAccessLevel,
  isVisible,
  releaseTiming,
});

/** Step 3: issue 25's release model, owner by owner (as SQLite's migration 15). */
async function keepReleaseSettings(connection: Connection): Promise<void> {
  const wizards = connection.collection<{ userId: string; kind: string; documentId?: string }>(
    'wizards',
  );
  const files = connection.collection<{
    _id: string;
    userId: string;
    category: string;
    documentId?: string | null;
  }>('files');
  const documents =
    connection.collection<WithSettings<{ _id: string; userId: string }>>('documents');
  const releases =
    connection.collection<
      WithSettings<{ _id: string; ownerId: string; itemType: string; itemId: string }>
    >('itemReleases');
  const owners = new Set([
    ...((await wizards.distinct('userId')) as string[]),
    ...((await files.distinct('userId')) as string[]),
  ]);
  for (const ownerId of owners) {
    const stored = await releases
      .find({ ownerId, itemType: { $in: ['wizard', 'file'] } })
      .toArray();
    const storedOf = (type: string) =>
      new Map(
        stored
          .filter((release) => release.itemType === type)
          .map((release) => [release.itemId, settingsOf(release)]),
      );
    const writes = releaseModelWrites({
      wizards: (await wizards.find({ userId: ownerId }).toArray()).map((wizard) => ({
        kind: wizard.kind,
        documentId: wizard.documentId ?? null,
      })),
      files: (await files.find({ userId: ownerId }).toArray()).map((file) => ({
        id: file._id,
        category: file.category,
        documentId: file.documentId ?? null,
      })),
      documents: new Map(
        (await documents.find({ userId: ownerId }).toArray()).map((document) => [
          document._id,
          settingsOf(document),
        ]),
      ),
      stored: { wizard: storedOf('wizard'), file: storedOf('file') },
    });
    if (writes.length === 0) continue;
    await releases.bulkWrite(
      writes.map(({ type, id, settings }) => {
        const _id = `${ownerId}:${type}:${id}`;
        return {
          replaceOne: {
            filter: { _id },
            replacement: { _id, ownerId, itemType: type, itemId: id, ...settings },
            upsert: true,
          },
        };
      }),
    );
  }
}

/**
 * Step 4 (as SQLite's migration 16): the reminders the upkeep would have sent of the full
 * requests waiting now become access.reminder jobs (1: halfway through the waiting period,
 * 2: a day before the grant, when it is longer than two days), as a new request schedules
 * them. The jobs collection's indexes are declared on its schema (mongoJobs), which
 * syncIndexes keeps before the steps run.
 */
async function scheduleWaitingReminders(connection: Connection): Promise<void> {
  const DAY = 86_400_000;
  const requests = connection.collection<{
    _id: string;
    ownerId: string;
    createdAt: Date;
    grantsAt: Date;
    remindersSent?: number;
  }>('accessRequests');
  const jobs = connection.collection('jobs');
  const now = new Date();
  for await (const request of requests.find({ decision: null, grantsAt: { $gt: now } })) {
    const start = request.createdAt.getTime();
    const end = request.grantsAt.getTime();
    const times = end - start > 2 * DAY ? [(start + end) / 2, end - DAY] : [(start + end) / 2];
    for (const [index, time] of times.entries()) {
      const reminder = index + 1;
      if ((request.remindersSent ?? 0) >= reminder) continue;
      // An upsert on the kind and key: instances that start together schedule it once.
      await jobs.updateOne(
        { kind: 'access.reminder', dedupeKey: `${request._id}:${reminder}`, state: 'waiting' },
        {
          $setOnInsert: {
            _id: randomUUID(),
            ownerId: request.ownerId,
            payload: { requestId: request._id, reminder },
            dueAt: new Date(time),
            attempts: 0,
            leaseHolder: null,
            leaseEndsAt: null,
            lastError: null,
            createdAt: now,
            finishedAt: null,
          },
        },
        { upsert: true },
      );
    }
  }
}

/**
 * Step 7 (as SQLite's migration 20): each full request with a waiting period, undecided and
 * unclaimed, gets the access.release job features/access/accessJobs.ts schedules for a new one.
 */
async function scheduleWaitingReleases(connection: Connection): Promise<void> {
  const requests = connection.collection<{ _id: string; ownerId: string; grantsAt: Date }>(
    'accessRequests',
  );
  const jobs = connection.collection('jobs');
  const now = new Date();
  const waiting = requests.find({
    level: 'full',
    decision: null,
    grantId: null,
    grantsAt: { $type: 'date' },
  });
  for await (const request of waiting) {
    // An upsert on the kind and key: instances that start together schedule it once.
    await jobs.updateOne(
      { kind: 'access.release', dedupeKey: request._id, state: 'waiting' },
      {
        $setOnInsert: {
          _id: randomUUID(),
          ownerId: request.ownerId,
          payload: { requestId: request._id },
          dueAt: request.grantsAt,
          attempts: 0,
          leaseHolder: null,
          leaseEndsAt: null,
          lastError: null,
          createdAt: now,
          finishedAt: null,
        },
      },
      { upsert: true },
    );
  }
}

/**
 * Step 9 (as SQLite's migration 24): every account but the demo's gets the yearly reminder to
 * review its plan that a sign-up schedules (features/planReview), due a year after the later of
 * its sign-up and now, so that a deploy does not mail every older account at once. The fields
 * the accounts gain need no step: an absent one reads as never reviewed.
 */
async function schedulePlanReviewReminders(connection: Connection): Promise<void> {
  const users = connection.collection<{ _id: string; createdAt: Date; isDemo?: boolean }>('users');
  const jobs = connection.collection('jobs');
  const now = new Date();
  for await (const user of users.find({ isDemo: { $ne: true } })) {
    const dueAt = new Date(Math.max(user.createdAt.getTime(), now.getTime()));
    dueAt.setUTCFullYear(dueAt.getUTCFullYear() + 1);
    // An upsert on the owner's waiting reminder: instances that start together schedule one.
    await jobs.updateOne(
      { kind: 'plan_review.reminder', ownerId: user._id, state: 'waiting' },
      {
        $setOnInsert: {
          _id: randomUUID(),
          payload: {},
          dueAt,
          dedupeKey: `${user._id}:${dueAt.toISOString()}`,
          attempts: 0,
          leaseHolder: null,
          leaseEndsAt: null,
          lastError: null,
          createdAt: now,
          finishedAt: null,
        },
      },
      { upsert: true },
    );
  }
}

export async function migrateMongo(connection: Connection): Promise<void> {
  const applied = connection.collection<{ _id: number; name: string; appliedAt: Date }>(
    'schema_migrations',
  );
  for (const migration of migrations) {
    if (await applied.findOne({ _id: migration.version })) continue;
    await migration.run(connection);
    await applied.updateOne(
      { _id: migration.version },
      { $setOnInsert: { name: migration.name, appliedAt: new Date() } },
      { upsert: true },
    );
  }
}
