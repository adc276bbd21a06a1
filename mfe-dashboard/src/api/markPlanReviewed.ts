import { markPlanReviewed as markPlanReviewedEndpoint } from '@legacy-planner/contracts/endpoints/planReview';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/plan/review: the owner reviewed their plan now; answers the plan's review. */
export const markPlanReviewed = (api: ApiClient) => api.call(markPlanReviewedEndpoint);
