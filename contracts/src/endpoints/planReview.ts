import {
  planReviewReasonKinds,
  type PlanReview,
  type PlanReviewReason,
} from '../planReview/planReview';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The plan's last review and what may need one since (issue 29): the owner and their helpers
// read it on the dashboard; only the owner marks the plan reviewed, since that is the owner's
// own statement that the plan still says what they want.

const planReviewReasonShape = shape.describes<PlanReviewReason>()(
  shape.object(
    {
      kind: shape.oneOf(planReviewReasonKinds, { description: 'What changed' }),
      at: shape.timestamp({ description: 'When it changed' }),
      detail: shape.string({
        description:
          "The new signing place's code, the new marital status, or the child contact as listed",
      }),
      by: shape.nullable(shape.string({ description: "The helper's name; null for the owner" })),
    },
    { title: 'PlanReviewReason' },
  ),
);

export const planReviewShape = shape.describes<PlanReview>()(
  shape.object(
    {
      lastReviewedAt: shape.nullable(
        shape.timestamp({ description: 'When the owner last reviewed the plan; null until then' }),
      ),
      reasons: shape.array(planReviewReasonShape, {
        description: 'Changes since the last review that may need one, oldest first',
      }),
    },
    { title: 'PlanReview' },
  ),
);

/** The plan in use's last review and the changes since. */
export const getPlanReview = {
  method: 'GET',
  path: '/plan/review',
  response: { json: planReviewShape },
} as const satisfies Endpoint;

/** The owner marks their plan reviewed now: the prompts clear and the next reminder is a year on. */
export const markPlanReviewed = {
  method: 'PUT',
  path: '/plan/review',
  response: { json: planReviewShape },
} as const satisfies Endpoint;
