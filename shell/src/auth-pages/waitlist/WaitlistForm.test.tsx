import { toaster } from '@csan/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, type FakeAnswer, type FakeClient } from '../test/fake-client';
import { renderAt } from '../test/render';
import { WaitlistForm } from './WaitlistForm';

let fake: FakeClient;
vi.mock('../lib/client', () => ({ supabaseClient: () => Promise.resolve(fake.client) }));

beforeEach(() => {
  vi.spyOn(toaster, 'success');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function show(answer?: () => FakeAnswer) {
  fake = createFakeClient({ insert: answer });
  renderAt(<WaitlistForm />, '/login');
}

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const email = () => screen.getByRole('textbox', { name: /E-mail/ });

async function join(who: string, address: string) {
  const user = userEvent.setup();
  if (who) await user.type(name(), who);
  if (address) await user.type(email(), address);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

describe('waitlist form (platform spec sections 5 and 8)', () => {
  it.each([
    ['A', 'Name must be at least 2 characters'],
    ['  B  ', 'Name must be at least 2 characters'],
    ['N'.repeat(101), 'Name too long'],
  ])('refuses the name %j: %s', async (who, message) => {
    show();
    await join(who, 'ama@example.org');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAccessibleDescription(message);
    expect(fake.inserts).toEqual([]);
  });

  it('refuses an invalid e-mail', async () => {
    show();
    await join('Ama Mensah', 'ama@');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inserts).toEqual([]);
  });

  it("joins with the trimmed values, says 'You've been added to the waitlist! ...' and clears", async () => {
    show();
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
    show(() => ({ data: null, error: { message: 'permission denied', code: '42501' } }));
    await join('Ama Mensah', 'ama@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to join waitlist. Please try again.',
    );
    expect(name()).toHaveValue('Ama Mensah');
    expect(toaster.success).not.toHaveBeenCalled();
  });

  it('an address already on the list gets a friendly answer, not an error', async () => {
    show(() => ({ data: null, error: { message: 'duplicate key', code: '23505' } }));
    await join('Ama Mensah', 'ama@example.org');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "This email is already on the waitlist. We'll be in touch soon.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
