import type { AdvisoryDetail, AdvisoryListRow } from '../api/types';

// Answers of the intel RPCs as the database gives them, for page tests.

export const listRow = (overrides: Partial<AdvisoryListRow> = {}): AdvisoryListRow => ({
  id: '00000000-0000-4000-8901-000000000003',
  title: 'Phishing against government webmail',
  summary: 'Credential harvesting pages imitating the portal.',
  severity: 'medium',
  tlp: 'amber',
  status: 'published',
  sectors: ['government'],
  countries: ['GH'],
  version: 1,
  published_at: '2026-11-27T08:00:00Z',
  updated_at: null,
  matches_constituency: false,
  acknowledged: false,
  total_count: 1,
  ...overrides,
});

export const detail = (overrides: Partial<AdvisoryDetail> = {}): AdvisoryDetail => ({
  advisory: {
    ...listRow(),
    body: '## What happened\n\nLures sent from look-alike domains.',
    references: ['https://www.first.org/tlp/'],
    created_by: 'analyst-1',
  },
  indicators: [
    { id: 'i1', type: 'domain', value: 'portal.gov.gh', description: 'Look-alike' },
    { id: 'i2', type: 'ipv4', value: '203.0.113.9', description: null },
  ],
  attachments: [],
  versions: [
    { version: 1, status: 'published', change_note: null, changed_at: '2026-11-27T08:00:00Z' },
  ],
  matches: [],
  acknowledgements: [],
  due_at: '2099-11-30T08:00:00Z',
  can_acknowledge_for: [],
  recipients: null,
  ...overrides,
});
