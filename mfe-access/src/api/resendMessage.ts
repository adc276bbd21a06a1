import { resendMessage as endpoint } from '@legacy-planner/contracts/endpoints/messages';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/access/view/messages/{id}/resend: a new link for a delivered message, mailed again. */
export const resendMessage = (api: ApiClient, messageId: string) =>
  api.call(endpoint, { params: { id: messageId } });
