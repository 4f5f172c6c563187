import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../test/fake-answers';
import type { Subscriber } from './api/subscriber-list-query';
import NewsletterPanel from './NewsletterPanel';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const saved: Array<{ name: string; text: Promise<string> }> = [];
vi.mock('@csan/shared-ui/forms', async (original) => ({
  ...(await original<typeof import('@csan/shared-ui/forms')>()),
  downloadBlob: (blob: Blob, name: string) =>
    saved.push({
      name,
      text: new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      }),
    }),
}));

const subscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  id: 's1',
  email: 'kofi@example.com',
  language: 'fr',
  status: 'confirmed',
  requested_at: '2026-11-20T09:00:00Z',
  consent_at: '2026-11-20T09:05:00Z',
  unsubscribed_at: null,
  ...overrides,
});

/** The list answers with `rows` (and 1 confirmed, the head count); rpc with `rpc`. */
type RpcHandler = NonNullable<NonNullable<Parameters<typeof createFakeSupabase>[0]>['rpc']>;
function backend(rows: Subscriber[], rpc: RpcHandler = () => ok(null)) {
  fake = createFakeSupabase({
    table: (call) => (call.columns === 'id' ? pageOf([], 1) : pageOf(rows, rows.length)),
    rpc,
  });
}

const open = () =>
  renderPage(NewsletterPanel, {
    path: '/admin/newsletter',
    url: '/admin/newsletter',
    showLocation: true,
    toasts: true,
  });

beforeEach(() => setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true }));
afterEach(() => {
  cleanup();
  saved.length = 0;
});

describe('Admin → Newsletter', () => {
  it('lists the subscriptions with status and the consent trail', async () => {
    backend([
      subscriber(),
      subscriber({
        id: 's2',
        email: 'ama@example.com',
        language: 'en',
        status: 'pending',
        consent_at: null,
      }),
    ]);
    await open();
    const row = (await screen.findByRole('rowheader', { name: 'kofi@example.com' })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'E-mail',
      'Language',
      'Status',
      'Requested',
      'Consent given',
      'Unsubscribed',
    ]);
    expect(within(row).getByText('Confirmed')).toBeVisible();
    expect(within(row).getByText('FR')).toBeVisible();
    const pending = screen
      .getByRole('rowheader', { name: 'ama@example.com' })
      .closest('tr') as HTMLElement;
    expect(within(pending).getByText('Waiting for confirmation')).toBeVisible();
    expect(screen.getByText('2 subscriptions, 1 confirmed')).toBeVisible();
    const head = fake.tableCalls.find((c) => c.columns === 'id');
    expect(head?.filters).toContainEqual(['eq', 'status', 'confirmed']);
  });

  it('exports every subscription as CSV (the database audits it)', async () => {
    backend([subscriber()], (name) =>
      name === 'admin_newsletter_export'
        ? ok([
            {
              email: 'kofi@example.com',
              language: 'fr',
              status: 'confirmed',
              requested_at: '2026-11-20T09:00:00+00:00',
              consent_at: '2026-11-20T09:05:00+00:00',
              unsubscribed_at: null,
            },
          ])
        : ok(null),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1 subscription exported')).toBeVisible();
    expect(saved[0]?.name).toMatch(/^newsletter-subscribers-.*\.csv$/);
    const text = (await saved[0]?.text)?.replace(/^\ufeff/, '');
    expect(text?.split('\r\n')).toEqual([
      '"email","language","status","requested_at","consent_at","unsubscribed_at"',
      '"kofi@example.com","fr","confirmed","2026-11-20T09:00:00+00:00","2026-11-20T09:05:00+00:00",""',
      '',
    ]);
  });

  it('sends an issue to the confirmed subscribers; a retry after a failure keeps the same issue id', async () => {
    let calls = 0;
    backend([subscriber()], (name) =>
      name === 'admin_send_newsletter_issue'
        ? ++calls === 1
          ? fail('upstream down', '08006', 503)
          : ok([{ issue_id: 'x', recipients: 1 }])
        : ok(null),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a newsletter issue' });
    expect(dialog).toHaveTextContent('It goes to the 1 confirmed subscriber now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Write a subject of at most 200 characters.')).toBeVisible();
    expect(fake.rpcCalls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Subject/), 'November news');
    await userEvent.type(within(dialog).getByLabelText(/Text/), 'Hello{Enter}{Enter}readers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The issue could not be sent. Please try again.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Issue sent to 1 subscriber')).toBeVisible();
    const sends = fake.rpcCalls.filter((c) => c.name === 'admin_send_newsletter_issue');
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((c) => c.args as Record<string, string>);
    expect(first).toMatchObject({ p_subject: 'November news', p_body: 'Hello\n\nreaders' });
    expect(first?.p_issue_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.p_issue_id).toBe(first?.p_issue_id);
  });

  it('sends an admin at aal1 through the MFA step before an export', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal1', verifiedFactor: true });
    backend([subscriber()]);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login/);
    expect(fake.rpcCalls).toEqual([]);
  });
});
