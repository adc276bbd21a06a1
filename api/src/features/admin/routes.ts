import {
  airtableTables,
  type AccessLogAction,
  type AdminAccessRequest,
  type SyncProgress,
} from '@legacy-planner/contracts';
import * as admin from '@legacy-planner/contracts/endpoints/admin';
import type { AdminActionResult, AdminJob } from '@legacy-planner/contracts/endpoints/admin';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { StoredJob, UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { accessRequests } from '../access/accessRequests';
import { airtableBase, describeAirtableError, type AirtableBase } from './airtableClient';
import { AIRTABLE_PACING, airtablePacer, type Pacing } from './airtablePacer';
import { idleProgress, syncToAirtable } from './airtableSync';
import { tableFields } from './planRows';

// The admin panel (spec section 2, decisions §5): the Airtable integration (status, test
// connection, test data, the consented sync), the check of full-access evidence, and the jobs
// due and failed (as `npm run jobs -- list` prints them). Every
// route needs the admin role; every action is written to the event log with the admin as
// actor (their own log, and the log of each owner it touched).

const tag = 'admin';
const adminsOnly = { none: 'administrators only' } as const;

/** The most jobs each list answers. */
const JOBS_LISTED = 100;

const NOT_CONFIGURED =
  'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID, then restart.';

export function adminRoutes(deps: AccessDependencies & { airtablePacing?: Pacing }): AnyRoute[] {
  const { store, config, clock } = deps;
  const openBase = airtableBase(config.airtable);
  const pacer = airtablePacer(deps.airtablePacing ?? AIRTABLE_PACING);
  const flow = accessRequests(deps);
  let progress: SyncProgress = idleProgress();

  const adminActor = (admin: UserRecord) =>
    ({ kind: 'admin', userId: admin.id, name: admin.name }) as const;
  const logAction = (admin: UserRecord, action: AccessLogAction, detail: string) =>
    store.events.append({
      ownerId: admin.id,
      actor: adminActor(admin),
      action,
      subject: null,
      detail,
    });

  const configured = (): Promise<AirtableBase> => {
    if (!openBase) throw new HttpError(409, 'airtable_not_configured', NOT_CONFIGURED);
    return openBase();
  };

  /** Reads one record of every table: the base, the key and the four tables all answer. */
  async function probe(airtable: AirtableBase) {
    for (const table of airtableTables) {
      await pacer.turn();
      await airtable(table).select({ maxRecords: 1 }).firstPage();
    }
  }

  async function runSync(admin: UserRecord, airtable: AirtableBase) {
    try {
      const result = await syncToAirtable(store, airtable, {
        pacer,
        onProgress: (next) => {
          progress = next;
        },
      });
      for (const { user, records } of result.users) {
        await store.events.append({
          ownerId: user.id,
          actor: adminActor(admin),
          action: 'airtable.synced',
          subject: null,
          detail: `Your plan (${records} records) was sent to the administrators’ Airtable base, as you agreed`,
        });
      }
      const { created, updated, failed } = result.progress;
      await logAction(
        admin,
        'airtable.synced',
        `${result.users.length} users: ${created} created, ${updated} updated, ${failed} failed`,
      );
    } catch (error) {
      progress = {
        ...progress,
        state: 'failed',
        finishedAt: clock().toISOString(),
        error: describeAirtableError(error),
      };
      await logAction(admin, 'airtable.sync_failed', progress.error!).catch(() => undefined);
    }
  }

  async function describeJobs(jobs: StoredJob[]): Promise<AdminJob[]> {
    const owners = new Map<string, AdminJob['owner']>();
    const now = clock().getTime();
    const described: AdminJob[] = [];
    for (const job of jobs) {
      if (job.ownerId !== null && !owners.has(job.ownerId)) {
        const user = await store.users.findById(job.ownerId);
        owners.set(job.ownerId, user ? { name: user.name, email: user.email } : null);
      }
      described.push({
        id: job.id,
        kind: job.kind,
        owner: job.ownerId === null ? null : owners.get(job.ownerId)!,
        dueAt: job.dueAt,
        attempts: job.attempts,
        state: job.state,
        running: job.leaseEndsAt !== null && Date.parse(job.leaseEndsAt) > now,
        lastError: job.lastError,
        finishedAt: job.finishedAt,
      });
    }
    return described;
  }

  return [
    route({
      endpoint: admin.listJobs,
      tag,
      summary: 'The jobs due now and those that failed for good, with whose they are and why',
      policy: 'admin',
      rateLimit: adminsOnly,
      async action() {
        return {
          due: await describeJobs(await store.jobs.listDue(clock(), JOBS_LISTED)),
          failed: await describeJobs(await store.jobs.listFailed(JOBS_LISTED)),
        };
      },
    }),
    route({
      endpoint: admin.getAirtableStatus,
      tag,
      summary: 'Whether Airtable is configured and answers',
      policy: 'admin',
      rateLimit: adminsOnly,
      async action() {
        const status = {
          hasApiKey: Boolean(config.airtable.apiKey),
          hasBaseId: Boolean(config.airtable.baseId),
        };
        if (!openBase) return { ...status, connected: false };
        try {
          const base = await openBase();
          await pacer.turn();
          await base(airtableTables[0]).select({ maxRecords: 1 }).firstPage();
          return { ...status, connected: true };
        } catch {
          return { ...status, connected: false };
        }
      },
    }),
    route({
      endpoint: admin.testAirtable,
      tag,
      summary: 'Test the connection: the key, the base and its four tables',
      policy: 'admin',
      rateLimit: adminsOnly,
      async action({ caller }): Promise<AdminActionResult> {
        if (!openBase) return { ok: false, message: NOT_CONFIGURED, details: null };
        let result: AdminActionResult;
        try {
          await probe(await openBase());
          result = {
            ok: true,
            message: `Connected to Airtable base ${config.airtable.baseId}`,
            details: { tables: [...airtableTables] },
          };
        } catch (error) {
          result = { ok: false, message: describeAirtableError(error), details: null };
        }
        await logAction(caller.user, 'airtable.tested', result.message);
        return result;
      },
    }),
    route({
      endpoint: admin.createTestData,
      tag,
      summary: 'Write one sample row to each of the four tables',
      policy: 'admin',
      rateLimit: adminsOnly,
      async action({ caller }): Promise<AdminActionResult> {
        const airtable = await configured();
        const stamp = clock().toISOString();
        const sample: Record<string, Record<string, string | number | boolean>> = {
          Documents: { title: 'Sample will', category: 'will', status: 'in_progress' },
          Wishes: { category: 'music', preference: 'Clair de lune', importance: 'high' },
          Contacts: { firstName: 'Sam', lastName: 'Sample', role: 'executor' },
          Activities: { category: 'documents', status: 'created', description: 'Sample row' },
        };
        try {
          for (const table of airtableTables) {
            await pacer.turn();
            await airtable(table).create([
              {
                fields: {
                  id: `sample-${table.toLowerCase()}-${stamp}`,
                  userId: 'sample',
                  createdAt: stamp,
                  ...sample[table],
                },
              },
            ]);
          }
        } catch (error) {
          return { ok: false, message: describeAirtableError(error), details: null };
        }
        await logAction(caller.user, 'airtable.test_data', 'One sample row in each table');
        return {
          ok: true,
          message: 'Created one sample row in each of Documents, Wishes, Contacts and Activities',
          details: { tables: [...airtableTables] },
        };
      },
    }),
    route({
      endpoint: admin.startSync,
      tag,
      summary:
        'Start pushing the plans of the users who agreed to share them (answers at once; follow GET)',
      policy: 'admin',
      rateLimit: adminsOnly,
      errors: { 409: 'Airtable is not configured, or a sync is running' },
      async action({ caller }) {
        // The check and the start below run with no wait between them: one sync at a time.
        const airtable = await configured();
        if (progress.state === 'running') {
          throw new HttpError(409, 'sync_running', 'A sync is already running.');
        }
        progress = { ...idleProgress(), state: 'running', startedAt: clock().toISOString() };
        // Runs after the answer; its progress is read with GET.
        void runSync(caller.user, airtable);
        return progress;
      },
    }),
    route({
      endpoint: admin.getSyncProgress,
      tag,
      summary: 'The progress of the running (or last) sync',
      policy: 'admin',
      rateLimit: adminsOnly,
      action: () => progress,
    }),
    route({
      endpoint: admin.getAirtableFields,
      tag,
      summary: 'The tables and fields to create in the base (the setup instructions)',
      policy: 'admin',
      rateLimit: adminsOnly,
      action: () => ({ tables: tableFields }),
    }),
    route({
      endpoint: admin.listAccessRequests,
      tag,
      summary:
        'Full-access requests waiting, with their evidence: soonest deadline first, then those only an admin can grant',
      policy: 'admin',
      rateLimit: adminsOnly,
      async action() {
        // Those with a deadline first, then those that wait for an admin alone (no email).
        const waiting = [
          ...(await store.accessRequests.listWaiting(clock().toISOString())),
          ...(await store.accessRequests.listAwaitingVerification()),
        ];
        const items: AdminAccessRequest[] = [];
        for (const request of waiting.filter((candidate) => candidate.method === 'evidence')) {
          const owner = await store.users.findById(request.ownerId);
          if (!owner) continue;
          items.push({
            id: request.id,
            owner: { name: owner.name, email: owner.email },
            holder: request.holder,
            // A request by evidence seals these three fields (accessRequests' request).
            evidence: flow.evidenceOf(request) as AdminAccessRequest['evidence'],
            createdAt: request.createdAt,
            grantsAt: request.grantsAt,
          });
        }
        return items;
      },
    }),
    ...(['verify', 'reject'] as const).map((verb) =>
      route({
        endpoint: verb === 'verify' ? admin.verifyAccessRequest : admin.rejectAccessRequest,
        tag,
        summary:
          verb === 'verify'
            ? 'The evidence holds: the full request is granted at once'
            : 'The evidence does not hold: the full request is refused',
        policy: 'admin',
        rateLimit: adminsOnly,
        params: { id: 'The request id' },
        load: ({ params }) => store.accessRequests.get(params.id!),
        notFound: 'No such request.',
        errors: {
          403: 'A loved one’s request: only the owner decides it',
          409: 'Already decided, or its waiting period is over',
        },
        action: ({ caller, loaded }) =>
          flow.decide(loaded, verb === 'verify' ? 'verified' : 'rejected', adminActor(caller.user)),
      }),
    ),
  ];
}
