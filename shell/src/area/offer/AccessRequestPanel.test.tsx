import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
// The page's texts, as its own chunk registers them.
import './i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessRequestPanel } from './AccessRequestPanel';

let fake: FakeSupabase;
let latest: FakeResult;
let inserted: FakeResult;
provideTestClient(() => fake.client);

beforeEach(() => {
  latest = ok(null);
  inserted = ok(null);
  fake = createFakeSupabase({
    table: (call) => (call.op === 'insert' ? inserted : latest),
  });
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
});
afterEach(() => vi.restoreAllMocks());

const request = (status: string, more: Record<string, unknown> = {}) => ({
  id: 'r1',
  status,
  message: null,
  created_at: '2026-11-20T10:00:00Z',
  decided_at: status === 'pending' ? null : '2026-11-21T10:00:00Z',
  ...more,
});

const show = () => renderPage(<AccessRequestPanel area="certification" />, { strict: false });
const note = () => screen.findByRole('textbox', { name: 'Note to the administrators (optional)' });

describe('asking for access to an area', () => {
  it('reads the member’s latest request for this area', async () => {
    await show();
    await note();
    const read = fake.tableCalls.find((call) => call.op === 'select');
    expect(read).toMatchObject({ table: 'area_access_requests' });
    expect(read?.filters).toEqual(
      expect.arrayContaining([
        ['eq', 'area', 'certification'],
        ['order', 'created_at', { ascending: false }],
        ['limit', 1],
      ]),
    );
  });

  it('files a request with the note, then shows it as sent', async () => {
    await show();
    const user = userEvent.setup();
    expect(await note()).toHaveAttribute('maxlength', '500');
    await user.type(await note(), '  I lead a SOC team.  ');
    latest = ok(request('pending', { message: 'I lead a SOC team.' }));
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalled());
    expect(fake.tableCalls.find((call) => call.op === 'insert')?.payload).toEqual({
      area: 'certification',
      message: 'I lead a SOC team.',
    });
    expect(await screen.findByText('Request sent')).toBeVisible();
    expect(screen.getByText('Your note: I lead a SOC team.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it('sends no note at all when it is left blank', async () => {
    await show();
    const user = userEvent.setup();
    await user.type(await note(), '   ');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalled());
    expect(fake.tableCalls.find((call) => call.op === 'insert')?.payload).toEqual({
      area: 'certification',
      message: null,
    });
  });

  it('shows a waiting request without a second form', async () => {
    latest = ok(request('pending'));
    await show();
    const state = await screen.findByTestId('area-request-state');
    expect(state).toHaveAttribute('data-status', 'pending');
    expect(state).toHaveTextContent(/An administrator will review your request/);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('after a decline, says so and lets the member ask again', async () => {
    latest = ok(request('declined'));
    await show();
    expect(await screen.findByText('Request declined')).toBeVisible();
    expect(await note()).toBeVisible();
  });

  it('after a grant, offers to open the area', async () => {
    latest = ok(request('granted'));
    await show();
    expect(await screen.findByRole('button', { name: 'Open the area' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['PT409', 'Your account already has access to this area. Reload the page to open it.'],
    ['23505', 'You already have a request waiting for this area.'],
    ['XX000', 'Your request could not be sent. Please try again.'],
  ])('words a refusal %s', async (code, text) => {
    inserted = fail('refused', code, code === 'PT409' ? 409 : 400);
    await show();
    const user = userEvent.setup();
    await note();
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    await waitFor(() => expect(toaster.error).toHaveBeenCalledWith({ title: text }));
  });

  it('shows a failed read with Retry', async () => {
    latest = fail('boom', 'XX000', 500);
    await show();
    expect(
      await screen.findByText('Your request for this area could not be loaded.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
