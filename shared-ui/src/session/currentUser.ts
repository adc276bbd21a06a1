import type { CurrentUser } from '@legacy-planner/contracts';
import { getCurrentUser as currentUser } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '../api/apiClient';

/**
 * The signed-in user, or null. Any failure, 401 (not signed in) and a network error included,
 * silently means "not signed in" (spec section 4).
 */
export async function getCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await api.call(currentUser);
  } catch {
    return null;
  }
}
