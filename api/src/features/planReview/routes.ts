import { setMaritalStatus } from '@legacy-planner/contracts/endpoints/maritalStatus';
import { getPlanReview, markPlanReviewed } from '@legacy-planner/contracts/endpoints/planReview';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { FeatureDependencies } from '../dependencies';
import { addReviewReason, markPlanReviewed as markReviewed, planReviewOf } from './planReview';

// The plan's last review (issue 29). The owner and their helpers read it on the dashboard. Only
// the owner marks the plan reviewed, an editor helper too is refused (403 owner_only): it says
// that the plan is still what the owner wants, which only the owner can say. The owner's marital
// status is set here too: it exists for the review, as a change of it (a marriage, a divorce, a
// death) changes who inherits and who decides; the first answer asks nothing, as nothing changed.

const tag = 'plan review';

export function planReviewRoutes({ store, clock }: FeatureDependencies): AnyRoute[] {
  return [
    route({
      endpoint: getPlanReview,
      tag,
      summary: 'When the plan in use was last reviewed, and what changed since that may need one',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: { none: "two fields of the plan owner's account" },
      action: ({ caller }) => planReviewOf(caller.owner),
    }),
    route({
      endpoint: markPlanReviewed,
      tag,
      summary:
        'The owner reviewed their plan now: the prompts clear, the next reminder is a year on',
      policy: 'owner',
      rateLimit: { none: "overwrites two fields of the caller's own account" },
      async action({ caller }) {
        const reviewed = await store.unitOfWork((tx) =>
          markReviewed(tx, { clock }, caller.user.id),
        );
        if (!reviewed) throw new HttpError(404, 'not_found', 'No such account.');
        return planReviewOf(reviewed);
      },
    }),
    route({
      endpoint: setMaritalStatus,
      tag,
      summary: "Say the owner's marital status; a change of it asks them to review the plan",
      policy: 'owner',
      rateLimit: { none: "overwrites one field of the caller's own account" },
      async action({ caller, body }) {
        const updated = await store.unitOfWork(async (tx) => {
          const before = await tx.users.findById(caller.user.id);
          const changed = await tx.users.setMaritalStatus(caller.user.id, body.maritalStatus);
          const was = before?.maritalStatus;
          if (changed && was && was !== body.maritalStatus) {
            await addReviewReason(tx, { clock }, caller.user.id, {
              kind: 'marital-status',
              detail: body.maritalStatus,
              by: null,
            });
          }
          return changed;
        });
        if (!updated) throw new HttpError(404, 'not_found', 'No such account.');
        return updated;
      },
    }),
  ];
}
