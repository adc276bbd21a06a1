import { changePacketTask as endpoint } from '@legacy-planner/contracts/endpoints/packet';
import type { PacketTaskChange } from '@legacy-planner/planner-client';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/access/view/packet/tasks/{id}: done or open again, or given to a holder; answers the task. */
export const changePacketTask = (api: ApiClient, taskId: string, change: PacketTaskChange) =>
  api.call(endpoint, { params: { id: taskId }, body: change });
