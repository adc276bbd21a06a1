import type { WishInput } from '@legacy-planner/contracts';
import { createWish as endpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/wishes: adds a wish (validated again by the server with the same schema). */
export const createWish = (api: ApiClient, wish: WishInput) => api.call(endpoint, { body: wish });
