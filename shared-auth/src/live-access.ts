import { useSession } from './session-store';
import type { CsanClient } from './supabase';
import { watchChanges } from './watch-changes';

let watching: { userId: string; stop: () => void } | null = null;

function stopWatching() {
  const current = watching;
  watching = null;
  current?.stop();
}

/**
 * A member with an MFA deadline and no factor yet (the banner or the lockout is showing) watches
 * their own mfa_enforcement row: when an admin extends or resets the deadline, the access is read
 * again and the banner or lockout lifts without a reload. RLS lets a member see only their own
 * row; the filter keeps the channel to it. Nobody else opens a socket for this.
 */
export function followOwnDeadline(client: CsanClient, refresh: () => Promise<void>): () => void {
  const sync = () => {
    const { status, user, access } = useSession.getState();
    const relevant =
      status === 'signed-in' &&
      user !== null &&
      access.loaded &&
      access.mfaDeadline !== null &&
      access.verifiedFactorId === null;
    if (!relevant) {
      if (watching) stopWatching();
      return;
    }
    if (watching?.userId === user.id) return;
    stopWatching();
    watching = {
      userId: user.id,
      stop: watchChanges(client, {
        tables: ['mfa_enforcement'],
        filter: `user_id=eq.${user.id}`,
        onChange: () => void refresh(),
      }),
    };
  };
  sync();
  const unsubscribe = useSession.subscribe(sync);
  return () => {
    unsubscribe();
    stopWatching();
  };
}
