import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  type MemberData,
  memberDataCsv,
  memberDataFileName,
  memberDataRecords,
  memberDataSchema,
} from './member-data';

const data: MemberData = {
  format: 'csan-member-data/1',
  generated_at: '2026-11-29T10:00:00Z',
  account: { id: 'u1', email: 'ama@example.org', factors: [{ type: 'totp' }] },
  memberships: { teams: [{ team_name: 'Blue', role: 'member' }], projects: [] },
  tables: {
    waitlist: [],
    profiles: [{ full_name: '=HYPERLINK("x")', phone_number: null, user_id: 'u1' }],
    content_leads: [
      { lead_name: 'Ama, "A"', lead_email: 'ama@example.org' },
      { lead_name: 'Ama', lead_email: 'ama@example.org' },
    ],
  },
};

describe('member data CSV', () => {
  it('has one line per field of every row, tables in name order, empty tables without lines', () => {
    const records = memberDataRecords(data);
    expect(records.slice(0, 4)).toEqual([
      ['account', '1', 'email', 'ama@example.org'],
      ['account', '1', 'factors', '[{"type":"totp"}]'],
      ['account', '1', 'id', 'u1'],
      ['memberships.teams', '1', 'role', 'member'],
    ]);
    const sections = [...new Set(records.map((r) => r[0]))];
    expect(sections).toEqual([
      'account',
      'memberships.teams',
      'tables.content_leads',
      'tables.profiles',
    ]);
    expect(records.filter((r) => r[0] === 'tables.content_leads').map((r) => r[1])).toEqual([
      '1',
      '1',
      '2',
      '2',
    ]);
    expect(records).toContainEqual(['tables.profiles', '1', 'phone_number', '']);
  });

  it('reads back with a CSV parser: quotes, commas and formulae are safe', async () => {
    const text = await memberDataCsv(data);
    expect(text.startsWith('\ufeff"section","row","field","value"\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1).trimEnd(), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toContainEqual(['tables.content_leads', '1', 'lead_name', 'Ama, "A"']);
    // A spreadsheet would run =HYPERLINK(...): the cell starts with ' instead.
    expect(parsed.data).toContainEqual(['tables.profiles', '1', 'full_name', `'=HYPERLINK("x")`]);
  });

  it('checks the answer’s shape and names the file by the day', () => {
    expect(memberDataSchema.safeParse(data).success).toBe(true);
    expect(memberDataSchema.safeParse({ ...data, tables: null }).success).toBe(false);
    expect(memberDataFileName('csv', new Date('2026-11-29T23:00:00Z'))).toBe(
      'csan-my-data-2026-11-29.csv',
    );
  });
});
