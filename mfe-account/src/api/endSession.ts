import { endSession as endSessionEndpoint } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Signs that device out. */
export const endSession = (api: ApiClient, id: string) =>
  api.call(endSessionEndpoint, { params: { id } });
