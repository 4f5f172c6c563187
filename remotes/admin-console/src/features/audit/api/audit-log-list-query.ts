import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ilikeAnyOf } from '../../../lib/search-filter';
import { AUDIT_PAGE_SIZE, type AuditFilters, timestampRange } from '../rules/audit-filters';

/** An audit entry: the seven columns of the log (and of its CSV). */
export type AuditEntry = Pick<
  Tables<'audit_logs'>,
  'log_id' | 'timestamp' | 'user_id' | 'user_role' | 'source_app' | 'action_type' | 'action_details'
>;

/** Who acted, as the admin sees them (the log itself keeps only the user id). */
export type AuditActor = { name: string | null; email: string | null };

export type AuditPage = {
  rows: AuditEntry[];
  total: number;
  /** By user id, for the entries on this page that name one. */
  actors: Record<string, AuditActor>;
};

export const AUDIT_COLUMNS =
  'log_id, timestamp, user_id, user_role, source_app, action_type, action_details';

/** The filters as PostgREST arguments: source equal, action contains, the UTC date range. */
export function auditFilterArgs(filters: AuditFilters) {
  const { gte, lte } = timestampRange(filters);
  return {
    source: filters.source === 'all' ? null : filters.source,
    action: ilikeAnyOf(['action_type'], filters.action),
    gte,
    lte,
  };
}

/** One page of the audit log, newest first, filtered and counted by the database. */
export async function fetchAuditPage(filters: AuditFilters, page: number): Promise<AuditPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, AUDIT_PAGE_SIZE);
  const args = auditFilterArgs(filters);
  let query = client.from('audit_logs').select(AUDIT_COLUMNS, { count: 'exact' });
  if (args.source) query = query.eq('source_app', args.source);
  if (args.action) query = query.or(args.action);
  if (args.gte) query = query.gte('timestamp', args.gte);
  if (args.lte) query = query.lte('timestamp', args.lte);
  const result = await query
    .order('timestamp', { ascending: false })
    .order('log_id', { ascending: false })
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { rows: data, total: count ?? data.length, actors: await fetchActors(data) };
}

/** The name and e-mail of each person who acted on the page (one call: at most a page of ids). */
async function fetchActors(rows: AuditEntry[]): Promise<Record<string, AuditActor>> {
  const ids = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  if (ids.length === 0) return {};
  const client = await loadSupabase();
  const people = unwrap(await client.rpc('admin_audit_actors', { ids }));
  return Object.fromEntries(
    people.map((p) => [p.user_id, { name: p.full_name, email: p.email }] as const),
  );
}

export const auditLogListQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(filters, page),
    queryFn: () => fetchAuditPage(filters, page),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked before the first Search (`filters` null). */
export function useAuditLogListQuery(filters: AuditFilters | null, page: number) {
  return useQuery({
    ...auditLogListQuery(filters ?? { source: 'all', action: '', from: '', to: '' }, page),
    enabled: filters !== null,
  });
}
