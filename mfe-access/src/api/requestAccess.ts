import type { AccessRequestInput } from '@legacy-planner/contracts';
import { requestAccess as endpoint } from '@legacy-planner/contracts/endpoints/access';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * A trusted person asks for access to someone's plan (no account). 201 granted (the viewer
 * cookie is set) or 202 pending; 403 access_refused, 429 rate_limited.
 */
export const requestAccess = (api: ApiClient, request: AccessRequestInput) =>
  api.call(endpoint, { body: request });
