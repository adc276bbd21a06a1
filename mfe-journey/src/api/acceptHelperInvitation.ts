import { acceptHelperInvitation } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/helping/{id}/accept: the user now helps with the plan they were invited to. */
export const acceptInvitation = (api: ApiClient, helperId: string) =>
  api.call(acceptHelperInvitation, { params: { id: helperId } });
