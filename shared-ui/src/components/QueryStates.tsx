import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

type Props<T> = {
  query: UseQueryResult<T>;
  /** Text under the spinner (default: the shared "Loading…"). */
  loadingLabel?: string;
  errorTitle?: string;
  /** What the error says: a fixed text, or one made from the error (e.g. the server's). */
  errorMessage?: ReactNode | ((error: Error) => ReactNode);
  /** When the answer counts as empty; lists default to "no rows". */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows (default: the shared "Nothing here yet"). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

const noRows = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's answer in the portal's one render order: loading → error (with Retry) → empty →
 * data. Retry refetches and shows loading again until the new answer, as a first load does.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorTitle,
  errorMessage,
  isEmpty = noRows,
  empty,
  children,
}: Props<T>) {
  if (query.isPending || (query.isError && query.isFetching)) {
    return <LoadingState label={loadingLabel} />;
  }
  if (query.isError) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
    return <ErrorState title={errorTitle} message={message} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <EmptyState message={empty} />;
  return <>{children(query.data)}</>;
}
