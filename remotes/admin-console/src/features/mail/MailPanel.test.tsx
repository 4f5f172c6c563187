import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { MailRow } from './api/mail-list-query';
import MailPanel from './MailPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const mail = (overrides: Partial<MailRow>): MailRow => ({
  id: 'mail-1',
  kind: 'receipt',
  to_email: 'ama@csan.test',
  language: 'fr',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-26T08:00:00Z',
  sent_at: '2026-11-26T08:00:05Z',
  send_after: '2026-11-26T08:00:00Z',
  ...overrides,
});

const open = (url = '/admin/mail') =>
  renderPage(MailPanel, { path: '/admin/mail', url, showLocation: true, toasts: true });
const reads = () => fake.tableCalls.filter((call) => call.table === 'mail_outbox');

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
});

describe('Admin → Mail', () => {
  it('lists mails newest first without asking for their content (the payload is not for admins)', async () => {
    fake = createFakeSupabase({ table: () => pageOf([mail({})], 41) });
    await open();
    const row = (await screen.findByRole('rowheader', { name: 'ama@csan.test' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('receipt · fr')).toBeVisible();
    expect(within(row).getByText('Sent')).toBeVisible();
    expect(screen.getByText('41 mails')).toBeVisible();
    expect(reads()[0]?.columns).not.toMatch(/payload|\*/);
    expect(reads()[0]?.filters).toEqual([
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['range', 0, 19],
    ]);
    // No 'Send again' on a mail that went out.
    expect(within(row).queryByRole('button', { name: /again/ })).toBeNull();
  });

  it('filters by status in the address, and says when nothing matches', async () => {
    fake = createFakeSupabase({ table: () => pageOf([], 0) });
    await open('/admin/mail?status=failed');
    expect(await screen.findByText('No mails match this search')).toBeVisible();
    expect(reads()[0]?.filters[0]).toEqual(['eq', 'status', 'failed']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('status='));
  });

  it("sends a failed mail again: the provider's error is shown, the RPC gets the mail's id", async () => {
    fake = createFakeSupabase({
      table: () =>
        pageOf(
          [mail({ id: 'mail-9', status: 'failed', attempts: 5, last_error: 'mailbox full' })],
          1,
        ),
    });
    await open();
    const row = (await screen.findByRole('rowheader', { name: 'ama@csan.test' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Last error: mailbox full')).toBeVisible();
    expect(within(row).getByText('5 attempts')).toBeVisible();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Send the receipt mail to ama@csan.test again' }),
    );
    expect(await screen.findByText('The mail to ama@csan.test is queued again')).toBeVisible();
    expect(fake.rpcCalls).toEqual([{ name: 'admin_retry_mail', args: { p_mail_id: 'mail-9' } }]);
  });
});
