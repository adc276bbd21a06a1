import type { QueryClient } from '@tanstack/react-query';
import { privacyKeys } from './privacyKeys';

/** After a decision on a request: the requests, the grants and the log change. */
export const refetchAfterDecision = (queryClient: QueryClient) =>
  Promise.all(
    [privacyKeys.requests, privacyKeys.grants, privacyKeys.log, privacyKeys.notices].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
