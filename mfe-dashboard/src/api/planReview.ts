import { queryOptions } from '@tanstack/react-query';
import { getPlanReview } from '@legacy-planner/contracts/endpoints/planReview';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const PLAN_REVIEW_KEY = ['plan-review'];

/** GET /api/plan/review: when the plan in use was last reviewed, and what changed since. */
export const planReviewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: PLAN_REVIEW_KEY,
    queryFn: () => api.call(getPlanReview),
  });
