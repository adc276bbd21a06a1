import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { openStore } from '../storage/openStore';
import type { AccessEvent, StoragePort } from '../storage/port';

// The done-when test of durable jobs: two real Node processes, each with its own connection to
// one store and the real job worker, race for the same 200 due jobs. The job kind is the test's
// own (the child, testing/jobWorkerProcess.ts), so nothing test-only is in the server.

jest.setTimeout(120_000);
const JOBS = 200;
const testing = path.resolve(__dirname, '../testing');

interface Child {
  ready: Promise<void>;
  go(): void;
  result: Promise<{ completed: number }>;
}

function startWorkerProcess(workerId: string, env: Record<string, string>): Child {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '-r',
      path.join(testing, 'registerTypeScript.cjs'),
      path.join(testing, 'jobWorkerProcess.ts'),
      workerId,
    ],
    { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  let readyNow!: () => void;
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('ready\n')) readyNow();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const result = new Promise<{ completed: number }>((resolve, reject) => {
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as { completed: number });
      else reject(new Error(`worker ${workerId} exited with ${code}: ${stderr}`));
    });
  });
  // A child that fails before it is ready must not leave the test waiting.
  const readyOrFailed = Promise.race([ready, result.then(() => undefined)]);
  return { ready: readyOrFailed, go: () => child.stdin.end('go\n'), result };
}

async function allEvents(store: StoragePort, ownerId: string): Promise<AccessEvent[]> {
  const events: AccessEvent[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.events.list(ownerId, { limit: 100, cursor });
    events.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return events;
}

async function raceFor200Jobs(env: Record<string, string>, open: () => Promise<StoragePort>) {
  const store = await open();
  try {
    const owner = await store.users.create({
      name: 'Ann',
      email: 'ann@example.com',
      passwordHash: null,
      role: 'user',
    });
    const dueAt = new Date(Date.now() - 60_000);
    const scheduled = new Set<string>();
    for (let n = 0; n < JOBS; n += 1) {
      const job = await store.jobs.schedule({ kind: 'test.recorded', ownerId: owner.id, dueAt });
      scheduled.add(job.id);
    }
    const workers = [startWorkerProcess('one', env), startWorkerProcess('two', env)];
    await Promise.all(workers.map((worker) => worker.ready));
    for (const worker of workers) worker.go();
    const results = await Promise.all(workers.map((worker) => worker.result));

    const events = await allEvents(store, owner.id);
    const ran = events.map((event) => event.subject!.id);
    expect(ran).toHaveLength(JOBS);
    expect(new Set(ran)).toEqual(scheduled);
    expect(results.reduce((sum, result) => sum + result.completed, 0)).toBe(JOBS);
    for (const id of scheduled) {
      await expect(store.jobs.get(id)).resolves.toMatchObject({ state: 'done', attempts: 1 });
    }
  } finally {
    await store.close();
  }
}

describe('two API processes with job workers on one store', () => {
  it(`run each of ${JOBS} due jobs exactly once on one SQLite file`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-jobs-'));
    try {
      await raceFor200Jobs({ DATA_DIR: dataDir, MONGODB_URI: '' }, () =>
        openStore({ dataDir, mongodbUri: undefined }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const mongoUri = process.env.MONGODB_URI;
  (mongoUri ? it : it.skip)(
    `run each of ${JOBS} due jobs exactly once on one MongoDB database${mongoUri ? '' : ' (skipped: MONGODB_URI is not set)'}`,
    async () => {
      const uri = new URL(mongoUri!);
      uri.pathname = `/legacy_planner_jobs_${process.pid}`;
      const connection = await mongoose.createConnection(uri.toString()).asPromise();
      await connection.dropDatabase();
      await connection.close();
      await raceFor200Jobs({ MONGODB_URI: uri.toString() }, () =>
        openStore({ dataDir: '', mongodbUri: uri.toString() }),
      );
    },
  );
});
