import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ilikeAnyOf } from '../../../lib/search-filter';

/** The statuses a mail goes through (docs/mail.md); the filter's choices. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What an admin may read of a mail: every column but `payload`, which the database keeps from
 * admins (it carries one-time links; migration 20261130180100_mail_outbox_admin_view.sql).
 */
const MAIL_COLUMNS =
  'id, kind, to_email, language, status, attempts, last_error, created_at, sent_at, send_after';

export type MailRow = {
  id: string;
  kind: string;
  to_email: string;
  language: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  send_after: string;
};

export type MailPage = { rows: MailRow[]; total: number };

export const MAIL_PAGE_SIZE = 20;

/** The columns the search looks in (case-insensitive substrings). */
export const MAIL_SEARCH_COLUMNS = ['to_email', 'kind'] as const;

/** One page of the outbox (admins at aal2 only, RLS), newest first, counted by the database. */
export async function fetchMailPage(
  search: string,
  status: MailStatus | null,
  page: number,
): Promise<MailPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, MAIL_PAGE_SIZE);
  let query = client.from('mail_outbox').select(MAIL_COLUMNS, { count: 'exact' });
  const filter = ilikeAnyOf(MAIL_SEARCH_COLUMNS, search);
  if (filter) query = query.or(filter);
  if (status) query = query.eq('status', status);
  const result = await query.order('created_at', { ascending: false }).order('id').range(from, to);
  const rows = unwrap(result) as MailRow[];
  return { rows, total: result.count ?? rows.length };
}

export const mailListQuery = (search: string, status: MailStatus | null, page: number) =>
  queryOptions({
    queryKey: adminKeys.mailPage(search, status ?? 'all', page),
    queryFn: () => fetchMailPage(search, status, page),
    placeholderData: keepPreviousData,
  });

export function useMailListQuery(search: string, status: MailStatus | null, page: number) {
  return useQuery(mailListQuery(search, status, page));
}
