import { useCallback, useEffect, useState } from 'react';
import { fetchInvitation } from '../api/invitation';

export type InvitationState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; email: string }
  | { kind: 'invalid' }
  /** The check could not be made (network, server): the link may well be valid. */
  | { kind: 'failed' };

export type InvitationCheck = InvitationState & { retry: () => void };

/**
 * The invitation of `?token=`, checked once per token. Only the database's answer decides
 * valid or invalid; a check that failed is `failed`, and retry() checks again.
 */
export function useInvitation(token: string | null): InvitationCheck {
  const [state, setState] = useState<InvitationState>(
    token ? { kind: 'checking' } : { kind: 'none' },
  );
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` forces a new check (Retry).
  useEffect(() => {
    if (!token) {
      setState({ kind: 'none' });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    fetchInvitation(token)
      .then((email) => {
        if (current) setState(email ? { kind: 'valid', email } : { kind: 'invalid' });
      })
      .catch((error: unknown) => {
        console.error('[csan] invitation check failed:', error);
        if (current) setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [token, round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, retry };
}
