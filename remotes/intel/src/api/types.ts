import type { IndicatorType } from '../lib/indicators';
import type { Severity } from '../lib/severity';
import type { TlpLevel } from '../lib/tlp';

// The shapes of the intel RPCs' answers (docs/areas/intel-data.md): jsonb and setof records the
// generated Database type describes only as Json, so they are written here once.

export const STATUSES = ['draft', 'published', 'updated', 'withdrawn'] as const;
export type AdvisoryStatus = (typeof STATUSES)[number];

export const SECTORS = [
  'government',
  'finance',
  'telecom',
  'energy',
  'health',
  'education',
  'transport',
  'other',
] as const;
export type Sector = (typeof SECTORS)[number];

export const ACK_STATUSES = ['received', 'investigating', 'mitigated', 'not_affected'] as const;
export type AckStatus = (typeof ACK_STATUSES)[number];

export type AdvisoryHeader = {
  id: string;
  title: string;
  summary: string;
  severity: Severity;
  tlp: TlpLevel;
  status: AdvisoryStatus;
  sectors: string[];
  countries: string[];
  version: number;
  published_at: string | null;
  updated_at: string | null;
};

export type AdvisoryListRow = AdvisoryHeader & {
  matches_constituency: boolean;
  acknowledged: boolean;
  total_count: number;
};

export type Indicator = {
  id: string;
  type: IndicatorType;
  value: string;
  description: string | null;
};

export type Attachment = {
  id: string;
  file_name: string;
  storage_path: string;
  content_type: string;
  size_bytes: number;
};

export type AdvisoryDetail = {
  advisory: AdvisoryHeader & { body: string; references: string[] | null; created_by: string };
  indicators: Indicator[];
  attachments: Attachment[];
  versions: {
    version: number;
    status: AdvisoryStatus;
    change_note: string | null;
    changed_at: string;
  }[];
  matches: { indicator_id: string; org_id: string; org_name: string; entry_value: string }[];
  acknowledgements: {
    org_id: string;
    org_name: string;
    status: AckStatus;
    note: string | null;
    acknowledged_at: string;
  }[];
  due_at: string | null;
  can_acknowledge_for: { org_id: string; org_name: string }[];
  recipients: {
    orgs: { id: string; name: string }[];
    people: { user_id: string; full_name: string | null }[];
  } | null;
};

export type BoardRow = {
  org_id: string;
  org_name: string;
  status: AckStatus | null;
  note: string | null;
  acknowledged_at: string | null;
  due_at: string | null;
  overdue: boolean;
};
