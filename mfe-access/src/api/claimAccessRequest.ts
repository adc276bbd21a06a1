import type { AccessRequestOutcome } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/access/requests/{id}/claim: turns a pending request into this browser's viewer
 * access once it is granted (201 and the viewer cookie), or answers that it still waits (202);
 * 403 when it was refused or is unknown.
 */
export const claimAccessRequest = (api: ApiClient, requestId: string, token: string) =>
  api.request<AccessRequestOutcome>(
    'POST',
    `/api/access/requests/${encodeURIComponent(requestId)}/claim`,
    { token },
  );
