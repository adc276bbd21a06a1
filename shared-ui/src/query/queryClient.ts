import { QueryClient } from '@tanstack/react-query';

// Spec section 9: data never goes stale, no refetch on window focus, no polling, no retries.
// Lists are refetched explicitly after each successful change instead.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
