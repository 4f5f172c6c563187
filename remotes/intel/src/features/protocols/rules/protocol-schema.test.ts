import { describe, expect, it } from 'vitest';
import { protocolRow, protocolSchema } from './protocol-schema';

const valid = {
  title: '  DDoS: first hour ',
  incidentType: 'ddos',
  tlp: 'green',
  recipientOrgIds: ['org-1'],
  body: '## Steps',
} as const;

describe('the playbook form', () => {
  it('writes a trimmed title and names organisations only for AMBER', () => {
    const green = protocolSchema.parse(valid);
    expect(protocolRow(green)).toEqual({
      title: 'DDoS: first hour',
      incident_type: 'ddos',
      tlp: 'green',
      recipient_org_ids: [],
      body: '## Steps',
    });
    expect(protocolRow(protocolSchema.parse({ ...valid, tlp: 'amber' })).recipient_org_ids).toEqual(
      ['org-1'],
    );
  });

  it.each([
    [{ title: 'ab' }, 'playbook.errors.title'],
    [{ body: '   ' }, 'playbook.errors.body'],
    [{ body: 'x'.repeat(50001) }, 'playbook.errors.bodyLength'],
    [{ tlp: 'amber', recipientOrgIds: [] }, 'playbook.errors.orgs'],
  ])('refuses %o with %s', (change, message) => {
    const result = protocolSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('has no AMBER+STRICT or RED playbooks (the table allows neither)', () => {
    expect(protocolSchema.safeParse({ ...valid, tlp: 'red' }).success).toBe(false);
  });
});
