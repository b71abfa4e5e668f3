import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../lib/query-client.ts';

/** Wraps an island in the page-wide query client. */
export function withProviders<P extends object>(Component: ComponentType<P>) {
  function Island(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
