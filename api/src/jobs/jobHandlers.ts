import { accessJobs } from '../features/access/accessJobKinds';
import { messageJobs } from '../features/messages/messageJobs';
import { ladderJobs } from '../features/checkIns/ladder';
import { helperJobs } from '../features/helpers/helperChanges';
import { planReviewJobs } from '../features/planReview/planReview';
import type { JobKinds } from './jobKinds';

// Every job kind the API runs, feature by feature, as apiRoutes lists every route. To add a
// kind, a feature exports its kinds from its own folder, e.g. in features/checkins/jobs.ts:
//
//   export const checkinJobs = {
//     'checkin.prompt': { label: 'your check-in email', run: async (job, tx, deps) => { … } },
//   } satisfies JobKinds;
//
// spreads them below, and schedules its jobs in the unit of work of what causes them:
// `tx.jobs.schedule({ kind: 'checkin.prompt', ownerId, payload, dueAt, dedupeKey })` (then
// `deps.jobs?.kick()` when it is due at once). Kind names are `<feature>.<what>` and stay
// stable once shipped: jobs already in the store name them.

/** The kinds every API process's worker runs. */
export function jobHandlers(): JobKinds {
  return {
    ...accessJobs,
    ...messageJobs,
    ...ladderJobs,
    ...helperJobs,
    ...planReviewJobs,
  };
}
