import { readAccess } from './access-loader';
import { followOwnDeadline } from './live-access';
import { type AccessInfo, applySession, SIGNED_OUT, useSession } from './session-store';
import type { CsanClient } from './supabase';

let syncedClient: CsanClient | null = null;
let generation = 0;

/**
 * A failed MFA read (factors or deadline) is retried: the first retry after 200 ms, each next
 * one after twice as long (supabase-js's own refresh back-off), five in all (about 6 s). Then
 * the check stays `failed` until the next auth change or a manual refreshAccess() (a Retry).
 */
export const MFA_RETRY_BASE_MS = 200;
export const MFA_RETRY_ATTEMPTS = 5;

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retriesUsed = 0;

function cancelRetry(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

/** Schedules the next retry of the access read; false when the retries ran out. */
function scheduleRetry(): boolean {
  cancelRetry();
  if (retriesUsed >= MFA_RETRY_ATTEMPTS) return false;
  const delay = MFA_RETRY_BASE_MS * 2 ** retriesUsed;
  retriesUsed += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void readInto(true);
  }, delay);
  return true;
}

/**
 * The access to store after a read. A read whose MFA part failed keeps the same user's last
 * known MFA facts when there are some (a blip during a token refresh must not unmount the page
 * being used) and retries in the background; with nothing known the check is `retrying`, then
 * `failed`: unknown, which guards of member pages treat as "wait", then "deny".
 */
function settleMfa(previous: AccessInfo, read: AccessInfo): AccessInfo {
  if (read.mfaCheck !== 'failed') {
    cancelRetry();
    retriesUsed = 0;
    return read;
  }
  const scheduled = scheduleRetry();
  if (previous.loaded && (previous.mfaCheck ?? 'ok') === 'ok') {
    return {
      ...read,
      verifiedFactorId: previous.verifiedFactorId,
      mfaDeadline: previous.mfaDeadline,
      mfaCheck: 'ok',
    };
  }
  return { ...read, mfaCheck: scheduled ? 'retrying' : 'failed' };
}

async function readInto(isRetry: boolean): Promise<void> {
  const client = syncedClient;
  const userId = useSession.getState().user?.id;
  generation += 1;
  const mine = generation;
  if (!isRetry) {
    cancelRetry();
    retriesUsed = 0;
  }
  if (!client || !userId) {
    if (!userId && useSession.getState().status !== 'loading') useSession.setState(SIGNED_OUT);
    return;
  }
  const current = useSession.getState().access;
  if (!isRetry && current.mfaCheck === 'failed') {
    // A manual Retry: show "checking" again while it runs.
    useSession.setState({ access: { ...current, mfaCheck: 'retrying' } });
  }
  const { aal, access } = await readAccess(client, userId, useSession.getState().user);
  if (mine !== generation || useSession.getState().user?.id !== userId) return;
  const settled = settleMfa(useSession.getState().access, access);
  // The read knows the factors for sure (the session's copy may be older): a verified factor
  // in a session that is not aal2 owes the MFA step.
  const pending = (settled.mfaCheck ?? 'ok') === 'ok' && settled.verifiedFactorId !== null;
  useSession.setState({
    aal,
    access: settled,
    status: pending && aal !== 'aal2' ? 'mfa-pending' : 'signed-in',
  });
}

/**
 * Re-reads profile, admin role, factors, AAL and MFA deadline for the current user now. Call it
 * after enrolling or disabling MFA or changing the profile, or to retry a failed check. Only the
 * latest call's answer is kept, and only while the same user is signed in.
 */
export function refreshAccess(): Promise<void> {
  return readInto(false);
}

/**
 * Feeds the store from supabase-js: every event (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED,
 * MFA_CHALLENGE_VERIFIED, USER_UPDATED, SIGNED_OUT…) carries the current session, and each one
 * re-reads the access information. The re-read is deferred with setTimeout because supabase-js
 * holds its auth lock while it runs this callback: awaiting another supabase call inside it
 * deadlocks (supabase docs, onAuthStateChange). Returns the unsubscribe function.
 */
export function syncSession(client: CsanClient): () => void {
  syncedClient = client;
  const stopFollowing = followOwnDeadline(client, refreshAccess);
  const { data } = client.auth.onAuthStateChange((_event, session) => {
    applySession(session);
    if (session) {
      setTimeout(() => void refreshAccess(), 0);
    } else {
      generation += 1; // a read still running for the old user must not land
      cancelRetry();
    }
  });
  return () => {
    data.subscription.unsubscribe();
    stopFollowing();
    cancelRetry();
    if (syncedClient === client) syncedClient = null;
  };
}
