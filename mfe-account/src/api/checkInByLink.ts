import type { EmailTokenRequest } from '@legacy-planner/contracts';
import { checkInByLink as checkInByLinkEndpoint } from '@legacy-planner/contracts/endpoints/checkIns';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Opens an emailed check-in link: records "I'm OK", once. */
export const checkInByLink = (api: ApiClient, request: EmailTokenRequest) =>
  api.call(checkInByLinkEndpoint, { body: request });
