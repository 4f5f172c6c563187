import {
  createFakeSupabase,
  type FakeResult,
  type FakeSupabase,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { renderPage } from '@csan/shared-ui/testing';
// The auth pages' texts, as the page's own chunk registers them.
import '../i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportRequestForm } from './SupportRequestForm';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(toaster, 'error');
});
afterEach(() => vi.restoreAllMocks());

async function show(userId: string | null, answer?: () => Promise<FakeResult> | FakeResult) {
  fake = createFakeSupabase({
    table: (call) => (call.op === 'insert' && answer ? answer() : ok()),
  });
  await renderPage(<SupportRequestForm userId={userId} />, { path: '/mfa-lockout', strict: false });
}

async function describeAndSubmit(text = 'I missed the deadline') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Description' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit request' }));
  return user;
}

describe('support-request form', () => {
  it('presets locked_out and offers the four request types', async () => {
    await show('user-1');
    const select = screen.getByRole('combobox', { name: 'Request type' }) as HTMLSelectElement;
    expect(select.value).toBe('locked_out');
    expect([...select.options].map((o) => o.value)).toEqual([
      'locked_out',
      'setup_help',
      'reset_request',
      'lost_device',
    ]);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
  });

  it("caps the fields at the database's lengths; the contact may be a phone number", async () => {
    await show('user-1');
    // supabase/migrations/20260101000800_mfa_support_requests.sql: 5000 and 255 characters.
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'maxlength',
      '5000',
    );
    const contact = screen.getByRole('textbox', { name: 'Contact method (optional)' });
    expect(contact).toHaveAttribute('maxlength', '255');
    expect(contact).not.toHaveAttribute('autocomplete', 'email');
    expect(contact).not.toHaveAttribute('type', 'email');
  });

  it('requires a description, tied to the field', async () => {
    await show('user-1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Please describe your request')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Please describe your request',
    );
    expect(fake.inserts).toEqual([]);
  });

  it('shows Submitting... disabled while it sends, then resets keeping the type', async () => {
    let release: (answer: FakeResult) => void = () => {};
    await show('user-1', () => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Request type' }), 'lost_device');
    await user.type(
      screen.getByRole('textbox', { name: 'Contact method (optional)' }),
      ' ama@example.org ',
    );
    await describeAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    release({ data: null, error: null });
    await screen.findByRole('button', { name: 'Submit request' });
    expect(fake.inserts).toEqual([
      {
        table: 'mfa_support_requests',
        row: {
          user_id: 'user-1',
          request_type: 'lost_device',
          description: 'I missed the deadline',
          contact_method: 'ama@example.org',
        },
      },
    ]);
    expect(toaster.success).toHaveBeenCalledWith({
      title:
        'Support request submitted successfully. Our team will contact you within 24-48 hours.',
    });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Contact method (optional)' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Request type' })).toHaveValue('lost_device');
  });

  it('sends null for an empty contact method', async () => {
    await show('user-1');
    await describeAndSubmit();
    await waitFor(() => expect(fake.inserts).toHaveLength(1));
    expect(fake.inserts[0]?.row).toMatchObject({ contact_method: null });
  });

  it('shows the error message (also logged), or the fallback when there is none', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await show('user-1', () => ({ data: null, error: { message: 'new row violates policy' } }));
    await describeAndSubmit();
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'new row violates policy' }),
    );
    expect(logged).toHaveBeenCalledWith(
      '[csan] shell: support request failed:',
      'new row violates policy',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'I missed the deadline',
    );

    await show('user-2', () => ({ data: null, error: { message: '' } }));
    const [, second] = screen.getAllByRole('textbox', { name: 'Description' });
    const user = userEvent.setup();
    await user.type(second as HTMLElement, 'Lost phone');
    await user.click(screen.getAllByRole('button', { name: 'Submit request' })[1] as HTMLElement);
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'Failed to submit support request' }),
    );
  });

  it('without a user id says so and sends nothing', async () => {
    await show(null);
    await describeAndSubmit();
    await waitFor(() =>
      expect(toaster.error).toHaveBeenCalledWith({ title: 'User not found. Please log in.' }),
    );
    expect(fake.inserts).toEqual([]);
  });
});
