import type { AccessRequestInput, AccessRequestOutcome } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/access/requests: a trusted person asks for access to someone's plan (no account).
 * 201 granted (the viewer cookie is set) or 202 pending; 403 access_refused, 429 rate_limited.
 */
export const requestAccess = (api: ApiClient, request: AccessRequestInput) =>
  api.request<AccessRequestOutcome>('POST', '/api/access/requests', request);
