import { queryOptions } from '@tanstack/react-query';
import type { AccessCard } from '@legacy-planner/contracts';
import { listAccessCards } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/cards: the owner's physical access cards. */
export const cardsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.cards, modeOf(isDemoMode)],
    queryFn: (): Promise<AccessCard[]> =>
      isDemoMode ? Promise.resolve([]) : api.call(listAccessCards),
  });
