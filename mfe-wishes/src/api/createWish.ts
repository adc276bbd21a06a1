import type { ApiClient } from '@legacy-planner/shared-ui';
import type { Wish, WishInput } from '@legacy-planner/contracts';

/** POST /api/wishes: adds a wish (validated again by the server with the same schema). */
export const createWish = (api: ApiClient, wish: WishInput) =>
  api.request<Wish>('POST', '/api/wishes', wish);
