import { confirmMessageMilestone as endpoint } from '@legacy-planner/contracts/endpoints/messages';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/access/view/messages/{id}/milestone: the milestone has come; the message is sent. */
export const confirmMilestone = (api: ApiClient, messageId: string) =>
  api.call(endpoint, { params: { id: messageId } });
