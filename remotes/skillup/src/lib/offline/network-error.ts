import { classifyDataError, DataError } from '@csan/shared-auth';
import { isOnline } from '../online';

/**
 * Whether a failed call failed for want of a network (not a refusal): then the saved copy is
 * read, or the write is queued for later. A fetch that never reached the server is a TypeError
 * in every browser; supabase-js turns it into an error of status 0 ("Failed to fetch"), which
 * `unwrap` makes a DataError of kind 'network'.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!isOnline()) return true;
  if (error instanceof DataError) return classifyDataError(error) === 'network';
  return error instanceof TypeError;
}
