import { loadSupabase, useSession } from '@csan/shared-auth';
import { useCallback, useEffect, useState } from 'react';

type Claims = { session_id?: string; amr?: Array<{ method?: string }> };

function claimsOf(accessToken: string | undefined): Claims | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Claims;
  } catch {
    return null;
  }
}

const doneKey = (sessionId: string) => `csan.account.recovery-done.${sessionId}`;

/**
 * Whether this session came from a password-recovery link, so /account offers "Set a new
 * password". The PASSWORD_RECOVERY event usually fires while supabase-js reads the link's URL
 * fragment, before this page is loaded, so the session's own `amr` claim (method `recovery`,
 * as GoTrue issues it) is the reliable sign; the event is still listened to. Once the password
 * is set, the form stays away for the rest of that session.
 */
export function usePasswordRecovery(): { active: boolean; finish: () => void } {
  const accessToken = useSession((s) => s.session?.access_token);
  const claims = claimsOf(accessToken);
  const sessionId = claims?.session_id ?? null;
  const fromClaims = claims?.amr?.some((entry) => entry.method === 'recovery') ?? false;
  const [fromEvent, setFromEvent] = useState(false);
  const [finished, setFinished] = useState(
    () => sessionId !== null && sessionStorage.getItem(doneKey(sessionId)) !== null,
  );

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let current = true;
    loadSupabase()
      .then((client) => {
        if (!current) return;
        const { data } = client.auth.onAuthStateChange((event) => {
          if (event === 'PASSWORD_RECOVERY') setFromEvent(true);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch(() => undefined);
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, []);

  useEffect(() => {
    setFinished(sessionId !== null && sessionStorage.getItem(doneKey(sessionId)) !== null);
  }, [sessionId]);

  const finish = useCallback(() => {
    if (sessionId) sessionStorage.setItem(doneKey(sessionId), '1');
    setFinished(true);
    setFromEvent(false);
  }, [sessionId]);

  return { active: (fromClaims || fromEvent) && !finished, finish };
}
