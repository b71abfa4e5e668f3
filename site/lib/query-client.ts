import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { signInAgainOn401 } from './sign-in-again.ts';

/**
 * One client shared by every island on a page, so two islands asking for the same data
 * (the header and the mobile menu both read the current user) make one request. Every query
 * brings its own typed call (`queryFn: () => unwrap(api.….$get())`); none is retried.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: signInAgainOn401 }),
  mutationCache: new MutationCache({ onError: signInAgainOn401 }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
