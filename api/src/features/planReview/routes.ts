import { getPlanReview, markPlanReviewed } from '@legacy-planner/contracts/endpoints/planReview';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import type { FeatureDependencies } from '../dependencies';
import { markPlanReviewed as markReviewed, planReviewOf } from './planReview';

// The plan's last review (issue 29). The owner and their helpers read it on the dashboard. Only
// the owner marks the plan reviewed, an editor helper too is refused (403 owner_only): it says
// that the plan is still what the owner wants, which only the owner can say.

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
  ];
}
