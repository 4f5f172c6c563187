import { DataError, loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';

/** The shape of the token the reminders' links carry (the database checks its signature). */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{32}$/;

export const looksLikeToken = (token: string | null): token is string =>
  token !== null && TOKEN.test(token);

/**
 * Turns renewal reminders off for the member the signed token names, without a session: the
 * signature is the proof (public.unsubscribe_renewal_reminders). A forged or damaged token is
 * refused with 22023 (HTTP 400).
 */
export async function unsubscribeFromReminders(token: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('unsubscribe_renewal_reminders', { p_token: token }));
}

/** True when the database refused the link itself (not a network or server failure). */
export const isInvalidLink = (error: unknown) =>
  error instanceof DataError && (error.code === '22023' || error.status === 400);

export function useRemindersUnsubscribeMutation() {
  return useMutation({ mutationFn: unsubscribeFromReminders });
}
