import { loadSupabase, reportError } from '@csan/shared-auth';
import { errorInfo } from '../lib/errors';
import type { WaitlistValues } from '../lib/schemas';

export type JoinResult = 'joined' | 'already-joined' | 'failed';

/** Postgres unique_violation: the e-mail is on the waitlist already (one row per address). */
const UNIQUE_VIOLATION = '23505';

export async function joinWaitlist(values: WaitlistValues): Promise<JoinResult> {
  const client = await loadSupabase();
  // No .select(): visitors may insert but not read the waitlist back.
  const { error } = await client
    .from('waitlist')
    .insert({ name: values.name, email: values.email });
  if (!error) return 'joined';
  if (errorInfo(error).code === UNIQUE_VIOLATION) return 'already-joined';
  reportError(error, { remote: 'shell', action: 'waitlist join' });
  return 'failed';
}
