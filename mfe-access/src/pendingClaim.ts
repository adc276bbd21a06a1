// A full-access request waits for the owner (or an admin, or the waiting period). Its id and
// claim token stay in this browser so that a later visit can claim the grant once it is made;
// nothing else about the request (none of the evidence) is kept.

const STORAGE_KEY = 'legacyPlanner.pendingAccessRequest';

export interface PendingClaim {
  requestId: string;
  claimToken: string;
  /** When it would be granted unless refused first (null: only the owner can grant it). */
  grantsAt: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the emailed link still claims the request.
    return null;
  }
}

export function keepPendingClaim(claim: PendingClaim): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(claim));
  } catch {
    // Full or refused: the emailed link still works.
  }
}

export function readPendingClaim(): PendingClaim | null {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return null;
  try {
    const claim = JSON.parse(text) as Partial<PendingClaim>;
    return typeof claim.requestId === 'string' && typeof claim.claimToken === 'string'
      ? {
          requestId: claim.requestId,
          claimToken: claim.claimToken,
          grantsAt: claim.grantsAt ?? null,
        }
      : null;
  } catch {
    return null;
  }
}

export function forgetPendingClaim(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** The viewer page's address that claims a request (as the emailed link does). */
export const claimAddress = ({
  requestId,
  claimToken,
}: Pick<PendingClaim, 'requestId' | 'claimToken'>) =>
  `/access/view?${new URLSearchParams({ request: requestId, token: claimToken }).toString()}`;
