import { QueryClient } from '@tanstack/react-query';

/**
 * The http client already shows an error toast per failed call, so queries do not retry
 * (a retry would toast again) and do not refetch behind the user's back on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
