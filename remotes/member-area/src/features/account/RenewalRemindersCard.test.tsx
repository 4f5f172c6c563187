import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { RenewalRemindersCard } from './components/RenewalRemindersCard';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
afterEach(cleanup);

function backend(stored: boolean, save: 'ok' | 'refused' = 'ok') {
  fake = createFakeSupabase({
    table: (call) => {
      if (call.op === 'update') {
        return save === 'ok' ? ok({ renewal_reminders: !stored }) : fail('denied', '42501', 403);
      }
      return ok({ renewal_reminders: stored });
    },
  });
}

const renderCard = () =>
  renderPage(<RenewalRemindersCard userId="u1" />, { path: '/account', toasts: true });

describe('/account: renewal reminders on and off', () => {
  it('shows the stored choice and turns reminders off for the member’s own row', async () => {
    backend(true);
    await renderCard();
    const toggle = await screen.findByRole('checkbox', { name: 'Renewal reminders' });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/30, 14 and 3 days before your membership ends/)).toBeVisible();
    fireEvent.click(toggle);
    expect(await screen.findByText('Renewal reminders are off')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    const update = fake.tableCalls.find((c) => c.op === 'update');
    expect(update).toMatchObject({
      table: 'profiles',
      payload: { renewal_reminders: false },
    });
    expect(update?.filters).toContainEqual(['eq', 'user_id', 'u1']);
  });

  it('keeps the stored state and says so when the save is refused', async () => {
    backend(false, 'refused');
    await renderCard();
    const toggle = await screen.findByRole('checkbox', { name: 'Renewal reminders' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(
      await screen.findByText('Your choice could not be saved. Please try again.'),
    ).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Renewal reminders' })).not.toBeChecked();
  });
});
