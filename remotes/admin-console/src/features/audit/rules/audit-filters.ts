/** The audit log's page size (1-based pages). */
export const AUDIT_PAGE_SIZE = 25;

/** The apps an entry may come from (`audit_logs.source_app`), in the filter's order. */
export const AUDIT_SOURCES = ['main', 'skillup', 'intel', 'tools'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** A search of the audit log: source ('all' = every app), action text, from/to dates. */
export type AuditFilters = {
  source: AuditSource | 'all';
  /** Case-insensitive substring of the action; blank = any. */
  action: string;
  /** yyyy-mm-dd (UTC), blank = open. */
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilters = { source: 'all', action: '', from: '', to: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const isSource = (text: string | null): text is AuditSource =>
  (AUDIT_SOURCES as readonly string[]).includes(text ?? '');

/**
 * The search in the address (`?source=&action=&from=&to=&page=`), or null before the first
 * Search: nothing is listed until then. `source` is always written by a search ('all' too), so
 * its presence is what says a search was made.
 */
export function filtersFromParams(params: URLSearchParams): AuditFilters | null {
  const source = params.get('source');
  if (source === null) return null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    source: isSource(source) ? source : 'all',
    action: (params.get('action') ?? '').trim(),
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
  };
}

/** The address of a search (page 1). */
export function filtersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams({ source: filters.source });
  if (filters.action.trim()) params.set('action', filters.action.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/**
 * The timestamps a date pair covers: from the start date at 00:00 to the end date at
 * 23:59:59.999, both UTC. A blank date leaves that end open.
 */
export function timestampRange(filters: Pick<AuditFilters, 'from' | 'to'>): {
  gte: string | null;
  lte: string | null;
} {
  return {
    gte: filters.from ? `${filters.from}T00:00:00.000Z` : null,
    lte: filters.to ? `${filters.to}T23:59:59.999Z` : null,
  };
}

/** 'Showing X-Y of Z' for a 1-based page: X and Y are 0 when nothing matched. */
export function shownRange(
  page: number,
  total: number,
  size: number = AUDIT_PAGE_SIZE,
): { first: number; last: number; total: number } {
  if (total === 0) return { first: 0, last: 0, total };
  const first = Math.min((page - 1) * size + 1, total);
  return { first, last: Math.min(page * size, total), total };
}

/** Words of action types that are abbreviations: title case would write 'Mfa', 'Tlp'. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  mfa: 'MFA',
  totp: 'TOTP',
  aal2: 'AAL2',
  tlp: 'TLP',
  stix: 'STIX',
  csv: 'CSV',
  pdf: 'PDF',
  cpe: 'CPE',
  ioc: 'IOC',
  rd: 'R&D',
  id: 'ID',
};

/** An action type in title case: `mfa_deadline_updated` → 'MFA Deadline Updated'. */
export function actionTitle(action: string): string {
  return action
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map(
      (word) =>
        ABBREVIATIONS[word.toLowerCase()] ??
        word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** The action badge's colour, by what the action did. */
export function actionPalette(action: string): 'green' | 'red' | 'blue' | 'orange' | 'gray' {
  if (/(_|^)(created|activated|granted|invited|sent)$/.test(action)) return 'green';
  if (/(_|^)(deleted|removed|revoked)$/.test(action)) return 'red';
  if (/(exceeded|late|failed|refused)/.test(action)) return 'orange';
  if (/(_|^)(updated|changed|resolved|extended|reset)$/.test(action)) return 'blue';
  return 'gray';
}
