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
import { WaitlistForm } from './WaitlistForm';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function show(answer?: () => FakeResult) {
  fake = createFakeSupabase({
    table: (call) => (call.op === 'insert' && answer ? answer() : ok()),
  });
  await renderPage(<WaitlistForm />, { path: '/login', strict: false });
}

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const email = () => screen.getByRole('textbox', { name: /E-mail/ });

async function join(who: string, address: string) {
  const user = userEvent.setup();
  if (who) await user.type(name(), who);
  if (address) await user.type(email(), address);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

describe('waitlist form', () => {
  it.each([
    ['A', 'Name must be at least 2 characters'],
    ['  B  ', 'Name must be at least 2 characters'],
    ['N'.repeat(101), 'Name too long'],
  ])('refuses the name %j: %s', async (who, message) => {
    await show();
    await join(who, 'ama@example.org');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAccessibleDescription(message);
    expect(fake.inserts).toEqual([]);
  });

  it('refuses an invalid e-mail', async () => {
    await show();
    await join('Ama Mensah', 'ama@');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inserts).toEqual([]);
  });

  it("joins with the trimmed values, says 'You've been added to the waitlist! ...' and clears", async () => {
    await show();
    await join('  Ama Mensah ', ' ama@example.org');
    await waitFor(() =>
      expect(toaster.success).toHaveBeenCalledWith({
        title: "You've been added to the waitlist! We'll be in touch soon.",
      }),
    );
    expect(fake.inserts).toEqual([
      { table: 'waitlist', row: { name: 'Ama Mensah', email: 'ama@example.org' } },
    ]);
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
  });

  it("a failed insert: 'Failed to join waitlist. Please try again.', values kept", async () => {
    await show(() => ({ data: null, error: { message: 'permission denied', code: '42501' } }));
    await join('Ama Mensah', 'ama@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to join waitlist. Please try again.',
    );
    expect(name()).toHaveValue('Ama Mensah');
    expect(toaster.success).not.toHaveBeenCalled();
  });

  it('an address already on the list gets a friendly answer, not an error', async () => {
    await show(() => ({ data: null, error: { message: 'duplicate key', code: '23505' } }));
    await join('Ama Mensah', 'ama@example.org');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "This email is already on the waitlist. We'll be in touch soon.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
