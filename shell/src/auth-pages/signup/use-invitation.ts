import { reportError } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invitationDetailQuery } from '../api/invitation-detail-query';

export type InvitationState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'valid'; email: string }
  | { kind: 'invalid' }
  /** The check could not be made (network, server): the link may well be valid. */
  | { kind: 'failed' };

export type InvitationCheck = InvitationState & { retry: () => void };

/**
 * The invitation of `?token=`. Only the database's answer decides valid or invalid; a check
 * that failed is `failed`, and retry() checks again (showing `checking` meanwhile).
 */
export function useInvitation(token: string | null): InvitationCheck {
  const query = useQuery({ ...invitationDetailQuery(token ?? ''), enabled: token !== null });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) reportError(error, { remote: 'shell', action: 'invitation check' });
  }, [error]);
  const retry = () => void refetch();
  if (!token) return { kind: 'none', retry };
  if (query.isPending || query.isFetching) return { kind: 'checking', retry };
  if (query.isError) return { kind: 'failed', retry };
  return query.data ? { kind: 'valid', email: query.data, retry } : { kind: 'invalid', retry };
}
