import { useEffect, useState } from 'react';
import { fetchInvitation } from '../api/invitation';

export type InvitationState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; email: string }
  | { kind: 'invalid' };

/** The invitation of `?token=`: checked once per token; a failed check counts as invalid. */
export function useInvitation(token: string | null): InvitationState {
  const [state, setState] = useState<InvitationState>(
    token ? { kind: 'checking' } : { kind: 'none' },
  );
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
        if (current) setState({ kind: 'invalid' });
      });
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
