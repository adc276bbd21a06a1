import { claimAccessRequest as endpoint } from '@legacy-planner/contracts/endpoints/access';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * Turns a pending request into this browser's viewer access once it is granted (201 and the
 * viewer cookie), or answers that it still waits (202); 403 when it was refused or is unknown.
 */
export const claimAccessRequest = (api: ApiClient, requestId: string, token: string) =>
  api.call(endpoint, { params: { id: requestId }, body: { token } });
