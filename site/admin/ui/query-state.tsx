import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way, e.g. 'Loading articles...'. */
  loading: string;
  /** Shown, with Try Again, when it fails, e.g. 'Failed to load articles.'. */
  failed: string;
  /** What the data is shown as, once it is there. */
  children: (data: T) => ReactNode;
}

/** A screen's part that waits for one query: its loading text, its failure with Try Again, or the data. */
export function QueryState<T>({ query, loading, failed, children }: QueryStateProps<T>) {
  if (query.isPending) return <p className="muted">{loading}</p>;
  if (query.isError) return <LoadFailure message={failed} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
