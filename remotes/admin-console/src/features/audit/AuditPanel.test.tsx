import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import AuditPanel from './AuditPanel';
import type { AuditEntry } from './api/audit-log-list-query';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
/** The log's answers; the names of who acted: nobody known unless a test says otherwise. */
const auditFake = (handlers: Parameters<typeof createFakeSupabase>[0]) =>
  createFakeSupabase({ rpc: () => ok([]), ...handlers });

const entry = (i: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  log_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  timestamp: '2026-11-20T10:00:00+00:00',
  user_id: '11111111-1111-4111-8111-111111111111',
  user_role: 'admin',
  source_app: 'main',
  action_type: 'mfa_deadline_updated',
  action_details: { table: 'mfa_enforcement', changed: ['mfa_setup_deadline'] },
  ...overrides,
});

const open = (url = '/admin/audit') =>
  renderPage(AuditPanel, { path: '/admin/audit', url, showLocation: true, toasts: true });
const location = () => screen.getByTestId('location').textContent;
const auditCalls = () => fake.tableCalls.filter((call: TableCall) => call.table === 'audit_logs');

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Audit', () => {
  it('lists nothing before the first Search, and asks nothing of the database', async () => {
    fake = auditFake({ table: () => pageOf([entry(1)], 1) });
    await open();
    expect(
      screen.getByText('Use the filters above and click Search to view audit logs'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(auditCalls()).toHaveLength(0);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Sources',
      'Main App',
      'SkillUp',
      'Intel Portal',
      'Tools',
    ]);
  });

  it('searches by source, action and UTC dates, 25 a page, newest first', async () => {
    fake = auditFake({
      table: () =>
        pageOf(
          Array.from({ length: 25 }, (_, i) => entry(i + 1)),
          60,
        ),
    });
    await open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Source'), 'Intel Portal');
    await user.type(screen.getByLabelText('Action contains'), 'Deadline');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Showing 1-25 of 60')).toBeVisible();
    expect(screen.getByText('Page 1')).toBeVisible();
    expect(location()).toBe(
      '/admin/audit?source=intel&action=Deadline&from=2026-11-01&to=2026-11-25',
    );
    const call = auditCalls().at(-1);
    expect(call?.filters).toEqual([
      ['eq', 'source_app', 'intel'],
      ['or', 'action_type.ilike."*Deadline*"'],
      ['gte', 'timestamp', '2026-11-01T00:00:00.000Z'],
      ['lte', 'timestamp', '2026-11-25T23:59:59.999Z'],
      ['order', 'timestamp', { ascending: false }],
      ['order', 'log_id', { ascending: false }],
      ['range', 0, 24],
    ]);
    expect(screen.getAllByRole('heading', { level: 3, name: 'MFA Deadline Updated' })).toHaveLength(
      25,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeVisible();
    expect(location()).toContain('page=2');
    expect(auditCalls().at(-1)?.filters).toContainEqual(['range', 25, 49]);
  });

  it('shows each entry: title-case action, action and source badges, time, role, details', async () => {
    fake = auditFake({
      table: () =>
        pageOf(
          [
            entry(1, {
              action_type: 'discount_code_created',
              source_app: 'skillup',
              user_role: 'service_role',
              action_details: { code: 'SAY "HI"' },
            }),
          ],
          1,
        ),
    });
    await open('/admin/audit?source=all');
    const item = (await screen.findByRole('heading', { name: 'Discount Code Created' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('discount_code_created')).toBeVisible();
    expect(within(item).getByText('SkillUp')).toBeVisible();
    expect(within(item).getByText(/Role: service_role/)).toBeVisible();
    expect(within(item).getByText('Details')).toBeVisible();
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:00:00+00:00');
    expect(item.querySelector('pre')?.textContent).toContain('"code": "SAY \\"HI\\""');
    expect(screen.getByText('Showing 1-1 of 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('names who acted: the person (name and e-mail), the system, or a user who is gone', async () => {
    const gone = '22222222-2222-4222-8222-222222222222';
    fake = auditFake({
      table: () => pageOf([entry(1), entry(2, { user_id: null }), entry(3, { user_id: gone })], 3),
      rpc: (name) =>
        name === 'admin_audit_actors'
          ? {
              data: [
                {
                  user_id: '11111111-1111-4111-8111-111111111111',
                  full_name: 'Kofi Admin',
                  email: 'kofi@csan.test',
                },
              ],
              error: null,
            }
          : { data: null, error: null },
    });
    await open('/admin/audit?source=all');
    const items = await screen.findAllByRole('listitem');
    expect(
      within(items[0] as HTMLElement).getByText(/By Kofi Admin <kofi@csan\.test>/),
    ).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText(/By the system \(no person\)/)).toBeVisible();
    expect(
      within(items[2] as HTMLElement).getByText(/By a user who no longer exists/),
    ).toBeVisible();
    // One call for the page's people, the system's entry not among them.
    expect(fake.rpcCalls).toEqual([
      {
        name: 'admin_audit_actors',
        args: { ids: ['11111111-1111-4111-8111-111111111111', gone] },
      },
    ]);
  });

  it('says when nothing matched', async () => {
    fake = auditFake({ table: () => pageOf([], 0) });
    await open('/admin/audit?source=tools&action=nothing');
    expect(
      await screen.findByText('No audit logs found matching your search criteria'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('a failed load shows the error toast and no list or count', async () => {
    fake = auditFake({ table: () => fail('permission denied for table audit_logs') });
    await open('/admin/audit?source=all');
    expect(await screen.findByText('permission denied for table audit_logs')).toBeVisible();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Failed to load audit logs. Ensure you have admin permissions.'),
    ).toBeVisible();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('refuses an end date before the start date', async () => {
    fake = auditFake({ table: () => pageOf([], 0) });
    await open('/admin/audit');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByText('The end date is before the start date')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('Download CSV saves the whole search in batches: seven columns, every field quoted', async () => {
    const rows = [entry(1, { action_details: { note: 'say "hi"' } }), entry(2, { user_id: null })];
    fake = auditFake({ table: () => pageOf(rows, 2) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await open('/admin/audit?source=main&action=deadline');
    await screen.findByText('Showing 1-2 of 2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const batch = auditCalls().find((call) => call.filters.some(([method]) => method === 'limit'));
    expect(batch?.filters).toContainEqual(['eq', 'source_app', 'main']);
    expect(batch?.filters).toContainEqual(['limit', 1000]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    const lines = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"log_id","timestamp","user_id","user_role","source_app","action_type","action_details"',
    );
    expect(lines[1]).toContain('"{""note"":""say \\""hi\\""""}"');
    expect(lines[2]).toContain(',"","admin",');
  });
});
