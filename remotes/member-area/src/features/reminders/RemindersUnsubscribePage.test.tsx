import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RemindersUnsubscribePage from './RemindersUnsubscribePage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
afterEach(cleanup);

const TOKEN = '00000000-0000-4000-8000-000000000003.0123456789abcdef0123456789abcdef';
const open = (query: string) =>
  renderPage(RemindersUnsubscribePage, {
    path: '/reminders-unsubscribe',
    url: `/reminders-unsubscribe${query}`,
  });

describe('/reminders-unsubscribe: the one-click link of a renewal reminder', () => {
  it('turns reminders off with the token, without a session, and says other mail still comes', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open(`?token=${TOKEN}`);
    expect(await screen.findByText('You will get no more renewal reminders')).toBeVisible();
    expect(screen.getByText(/Other e-mails about your account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(fake.rpcCalls).toEqual([
      { name: 'unsubscribe_renewal_reminders', args: { p_token: TOKEN } },
    ]);
  });

  it('says a forged link is not valid (the database refused it)', async () => {
    fake = createFakeSupabase({
      rpc: () => fail('This unsubscribe link is not valid', '22023', 400),
    });
    await open(`?token=${TOKEN}`);
    expect(await screen.findByText('This link is not valid')).toBeVisible();
  });

  it('does not call the database for a link without a well-formed token', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open('?token=%3Cscript%3E');
    expect(await screen.findByText('This link is not valid')).toBeVisible();
    expect(fake.rpcCalls).toEqual([]);
  });

  it('offers a retry when the server failed', async () => {
    let calls = 0;
    fake = createFakeSupabase({
      rpc: () => (++calls === 1 ? fail('upstream down', '08006', 503) : ok(true)),
    });
    await open(`?token=${TOKEN}`);
    expect(
      await screen.findByText('Renewal reminders could not be turned off. Please try again.'),
    ).toBeVisible();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByText('You will get no more renewal reminders')).toBeVisible();
  });
});
