import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config/config';
import { openStore } from '../storage/openStore';
import { jsonSealer } from '../storage/sealedJson';
import { jobWorker } from '../jobs/jobWorker';

// One API process's job worker, on its own connection to the store named by DATA_DIR or
// MONGODB_URI, for jobWorkers.test.ts. It runs one test kind, `test.recorded`, which writes an
// access-log entry naming the job in the job's unit of work. It says "ready" once the store is
// open, runs every due job when told "go" on stdin, and prints how many it completed.

async function main() {
  const config = loadConfig();
  const store = await openStore(config);
  const workerId = process.argv[2]!;
  const jobs = jobWorker({
    store,
    sealer: jsonSealer(randomBytes(32)),
    config,
    clock: () => new Date(),
    mail: null,
    workerId,
    log: (message, error) => console.error(message, error),
    handlers: {
      'test.recorded': {
        label: 'a test',
        async run(job, tx) {
          await tx.events.append({
            ownerId: job.ownerId!,
            actor: { kind: 'system', name: workerId },
            action: 'sharing.changed',
            subject: { type: 'job', id: job.id },
          });
        },
      },
    },
  });
  console.log('ready');
  const input = createInterface({ input: process.stdin });
  for await (const line of input) {
    if (line !== 'go') continue;
    const completed = await jobs.runDue();
    console.log(JSON.stringify({ completed }));
    break;
  }
  input.close();
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
