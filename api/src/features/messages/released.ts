import { readAllPages } from '../../storage/paging';
import type { UnitOfWork } from '../../storage/port';
import { requestState } from '../access/requestState';

/**
 * Whether the plan's after-passing release stands at `now`: a full request of the owner was
 * granted by an admin's verification or by its waiting period (and not rejected since). A full
 * grant the living owner approved is no release: it delivers no message.
 */
export async function released(
  repositories: Pick<UnitOfWork, 'accessRequests'>,
  ownerId: string,
  now: Date,
): Promise<boolean> {
  const requests = await readAllPages((page) =>
    repositories.accessRequests.listForOwner(ownerId, page),
  );
  return requests.some((request) => {
    if (request.level !== 'full') return false;
    const { state, decidedBy } = requestState(request, now);
    return state === 'granted' && (decidedBy === 'admin' || decidedBy === 'waiting_period');
  });
}
