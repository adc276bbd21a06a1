import type { QueryClient } from '@tanstack/react-query';
import { privacyKeys } from './privacyKeys';

/** After any change to who helps: the list, and the access log that records it. */
export const refetchAfterHelperChange = (queryClient: QueryClient) =>
  Promise.all(
    [privacyKeys.helpers, privacyKeys.log].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
