import { unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';
import type { LedgerRow } from '../../../api/types';

/** The learner's CPE ledger (the view shows own rows), newest first. */
export async function fetchLedger(): Promise<LedgerRow[]> {
  const db = await skillupDb();
  const rows = unwrap(
    await db
      .from('skillup_cpe_ledger')
      .select('certificate_code, title, completed_on, cpe_hours, course_id, status')
      .order('completed_on', { ascending: false }),
  ) as LedgerRow[];
  return rows.map((r) => ({ ...r, cpe_hours: Number(r.cpe_hours) }));
}

export function useLedgerQuery() {
  return useQuery({ queryKey: skillupKeys.ledger(), queryFn: fetchLedger });
}
