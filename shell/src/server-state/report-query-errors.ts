import { type DataErrorKind, dataErrorKind, reportError } from '@csan/shared-auth';
import { MutationCache, QueryCache } from '@tanstack/react-query';
import { pageOfLocation } from '../federation/page-of-location';

/**
 * Failures that are the member's situation, not a fault of the portal: nobody needs a report
 * of a signed-out session, a second factor still owed, a duplicate, a rate limit or a
 * connection that dropped. Everything else (a refusal the UI should have prevented, a timeout,
 * a bad request, a bug) is reported.
 */
const NOT_A_FAULT: ReadonlySet<DataErrorKind> = new Set([
  'needs-sign-in',
  'needs-mfa',
  'duplicate',
  'rate-limited',
  'network',
]);

/** The remote a query belongs to: every remote's keys start with its name (`['library', …]`). */
function remoteOfKey(key: readonly unknown[] | undefined): string | null {
  const head = key?.[0];
  return typeof head === 'string' && head !== '' ? head : null;
}

/** The remote whose page is on screen (a mutation has no key), else the shell. */
function remoteOnScreen(): string {
  try {
    return pageOfLocation(window.location)?.remote ?? 'shell';
  } catch {
    return 'shell';
  }
}

function report(error: unknown, remote: string, source: 'query' | 'mutation'): void {
  if (NOT_A_FAULT.has(dataErrorKind(error))) return;
  reportError(error, { remote, source });
}

/**
 * The caches of the shell's one QueryClient, reporting every failed read (after its retry)
 * and write of every remote, so a remote needs no code of its own for it.
 */
export function reportingCaches(): { queryCache: QueryCache; mutationCache: MutationCache } {
  return {
    queryCache: new QueryCache({
      onError: (error, query) =>
        report(error, remoteOfKey(query.queryKey) ?? remoteOnScreen(), 'query'),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        report(error, remoteOfKey(mutation.options.mutationKey) ?? remoteOnScreen(), 'mutation'),
    }),
  };
}
