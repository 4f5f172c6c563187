import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import type { TlpLevel } from '../../../lib/tlp';

export const INCIDENT_TYPES = [
  'ransomware',
  'phishing',
  'ddos',
  'data_breach',
  'malware',
  'vulnerability',
  'other',
] as const;

export const PROTOCOL_PAGE_SIZE = 10;

export type Protocol = {
  id: string;
  title: string;
  incident_type: string;
  tlp: TlpLevel;
  body: string;
  updated_at: string;
};

/** PostgREST's `or` and `ilike` read `,()*%\` specially: the search text goes in as literal words. */
export const searchPattern = (q: string) => `*${q.replace(/[,()*%\\."]/g, ' ').trim()}*`;

/** A page of the playbooks the viewer may read (RLS by TLP), searched in title and body. */
export function useProtocolPage(q: string, type: string, page: number) {
  return useQuery({
    queryKey: intelKeys.protocols({ q, type }, page),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const client = await loadSupabase();
      const { from, to } = pageRange(page, PROTOCOL_PAGE_SIZE);
      let query = client
        .from('intel_protocols')
        .select('id, title, incident_type, tlp, body, updated_at', { count: 'exact' });
      const words = searchPattern(q);
      if (words !== '**') query = query.or(`title.ilike.${words},body.ilike.${words}`);
      if (type) query = query.eq('incident_type', type);
      const result = await query.order('title').range(from, to);
      const rows = unwrap(result) as Protocol[];
      return { rows, total: result.count ?? rows.length };
    },
  });
}
