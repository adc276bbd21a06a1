import { sendTestDelivery as endpoint } from '@legacy-planner/contracts/endpoints/messages';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/messages/{id}/test-delivery: mails the owner the message's link as its recipient
 * would get it (204); 404 while the message is not saved.
 */
export const sendTestDelivery = (api: ApiClient, messageId: string) =>
  api.call(endpoint, { params: { id: messageId } });
