import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '../../../api/types';
import { ledgerCsv, totalHours } from './ledger-csv';

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  certificate_code: 'CSAN-FIR1-2026',
  title: 'Foundations of Incident Response',
  completed_on: '2026-03-05',
  cpe_hours: 6,
  course_id: 'c1',
  status: 'valid',
  ...over,
});

describe('the CPE ledger export', () => {
  it('writes the contract columns, quoted, with a BOM and CRLF; formulas are defused', async () => {
    const csv = await ledgerCsv([row({}), row({ title: '=HYPERLINK("x")', cpe_hours: 1.5 })]);
    expect(
      csv.startsWith('\ufeff"completed_on","title","cpe_hours","certificate_code","status"\r\n'),
    ).toBe(true);
    expect(csv).toContain(
      '"2026-03-05","Foundations of Incident Response","6","CSAN-FIR1-2026","valid"\r\n',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")","1.5"`);
  });

  it('counts the hours of valid and expired certificates, not revoked ones', () => {
    expect(
      totalHours([
        row({ cpe_hours: 6 }),
        row({ cpe_hours: 1.5, status: 'expired' }),
        row({ status: 'revoked' }),
      ]),
    ).toBe(7.5);
  });
});
