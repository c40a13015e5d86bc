import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec section 7: no retries, data never stale, no refetch on focus or interval. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
