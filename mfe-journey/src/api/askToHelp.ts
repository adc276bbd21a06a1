import type { LovedOneAccessInput } from '@legacy-planner/contracts';
import { askToHelp as askToHelpEndpoint } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/helping/requests: the journey's request to help with a loved one's plan, with their
 * access key (checked at once: 403 when wrong) or the identity answers. 201: the request, which
 * waits for the loved one's approval in their Privacy tab.
 */
export const askToHelp = (api: ApiClient, request: LovedOneAccessInput) =>
  api.call(askToHelpEndpoint, { body: request });
