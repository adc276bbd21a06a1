import type { AccessRequestSummary } from '@legacy-planner/contracts';
import type { StoredAccessRequest } from '../../storage/port';

// A waiting request's state, worked out from its timestamps when it is read, so that no
// answer depends on a job having run: granted once the waiting period is over, unless the
// owner rejected it (which they can until the requester claims it); granted at once when the
// owner approves or an admin verifies it.

export function requestState(
  request: StoredAccessRequest,
  now: Date,
): Pick<AccessRequestSummary, 'state' | 'decidedAt' | 'decidedBy'> {
  switch (request.decision) {
    case 'rejected':
      return { state: 'rejected', decidedAt: request.decidedAt, decidedBy: 'owner' };
    case 'approved':
      return { state: 'granted', decidedAt: request.decidedAt, decidedBy: 'owner' };
    case 'verified':
      return { state: 'granted', decidedAt: request.decidedAt, decidedBy: 'admin' };
    default:
      if (request.grantsAt && Date.parse(request.grantsAt) <= now.getTime()) {
        return { state: 'granted', decidedAt: request.grantsAt, decidedBy: 'waiting_period' };
      }
      return { state: 'pending', decidedAt: null, decidedBy: null };
  }
}
