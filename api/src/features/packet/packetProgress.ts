import type { ExecutorPacket, PacketPerson, PacketTask } from '@legacy-planner/contracts';
import type { GrantRecord, PacketProgressRecord } from '../../storage/port';
import type { PlannedTask } from './packetTasks';

// The packet as its readers get it: the tasks built from the plan, with how each stands. A task
// whose plan item has gone loses its progress from view (it is kept, and comes back with the
// item); a task given to a grant that is no longer an active full grant reads as given to nobody.

/** The holders a task can be given to: the owner's active full grants. */
export const holdersOf = (fullGrants: readonly GrantRecord[]): PacketPerson[] =>
  fullGrants.map((grant) => ({ grantId: grant.id, name: grant.viewerName }));

export function withProgress(
  task: PlannedTask,
  progress: PacketProgressRecord | undefined,
  holders: readonly PacketPerson[],
): PacketTask {
  return {
    ...task,
    done: progress?.doneAt && progress.doneBy ? { at: progress.doneAt, by: progress.doneBy } : null,
    assignedTo: holders.find((holder) => holder.grantId === progress?.assignedGrantId) ?? null,
  };
}

export function packetOf(
  ownerName: string,
  tasks: readonly PlannedTask[],
  progress: readonly PacketProgressRecord[],
  fullGrants: readonly GrantRecord[],
  you: string | null,
): ExecutorPacket {
  const byTask = new Map(progress.map((record) => [record.taskId, record]));
  const holders = holdersOf(fullGrants);
  return {
    ownerName,
    tasks: tasks.map((task) => withProgress(task, byTask.get(task.id), holders)),
    holders,
    you,
  };
}
