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
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import NewsletterPage from './NewsletterPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);
afterEach(cleanup);

const CONFIRM = 'ab'.repeat(32);
const UNSUB = '00000000-0000-4000-8000-0000000000aa.0123456789abcdef0123456789abcdef';
const open = (query = '') =>
  renderPage(NewsletterPage, { path: '/newsletter', url: `/newsletter${query}` });

describe('/newsletter: the subscribe form', () => {
  it('subscribes the typed address in the page language and says to check the inbox', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open();
    await userEvent.type(await screen.findByLabelText('Your e-mail address'), ' ama@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'we sent a confirmation link to ama@example.com',
    );
    expect(fake.rpcCalls).toEqual([
      { name: 'newsletter_subscribe', args: { p_email: 'ama@example.com', p_language: 'en' } },
    ]);
  });

  it('fills in the address the footer’s form sent without JavaScript', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open('?email=kofi%40example.com');
    expect(await screen.findByLabelText('Your e-mail address')).toHaveValue('kofi@example.com');
    expect(fake.rpcCalls).toEqual([]);
  });

  it('names a typo without a round trip, announced and tied to the field', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open();
    const field = await screen.findByLabelText('Your e-mail address');
    await userEvent.type(field, 'ama@example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(fake.rpcCalls).toEqual([]);
  });

  it('says so when the database refuses the address or the connection sent too many', async () => {
    fake = createFakeSupabase({ rpc: () => fail('Too many', 'PT429', 429) });
    await open();
    await userEvent.type(await screen.findByLabelText('Your e-mail address'), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Too many requests from your connection/)).toBeVisible();
  });
});

describe('/newsletter?confirm=…: the double opt-in link', () => {
  it('confirms and stops offering the form', async () => {
    fake = createFakeSupabase({ rpc: () => ok('confirmed') });
    await open(`?confirm=${CONFIRM}`);
    expect(await screen.findByText('You are subscribed')).toBeVisible();
    expect(fake.rpcCalls).toEqual([{ name: 'newsletter_confirm', args: { p_token: CONFIRM } }]);
    expect(screen.queryByLabelText('Your e-mail address')).toBeNull();
  });

  it('says an expired link has expired and offers the form again', async () => {
    fake = createFakeSupabase({ rpc: () => ok('expired') });
    await open(`?confirm=${CONFIRM}`);
    expect(await screen.findByText('This link has expired')).toBeVisible();
    expect(screen.getByLabelText('Your e-mail address')).toBeVisible();
  });

  it('says a refused or malformed link is not valid (no call for a malformed one)', async () => {
    fake = createFakeSupabase({ rpc: () => fail('not valid', '22023', 400) });
    await open(`?confirm=${CONFIRM}`);
    expect(await screen.findByText('This confirmation link is not valid')).toBeVisible();
    cleanup();
    fake = createFakeSupabase({ rpc: () => ok('confirmed') });
    await open('?confirm=%3Cscript%3E');
    expect(await screen.findByText('This confirmation link is not valid')).toBeVisible();
    expect(fake.rpcCalls).toEqual([]);
  });
});

describe('/newsletter?unsubscribe=…: every issue’s one-click link', () => {
  it('unsubscribes with the signed token', async () => {
    fake = createFakeSupabase({ rpc: () => ok(true) });
    await open(`?unsubscribe=${UNSUB}`);
    expect(await screen.findByText('You are unsubscribed')).toBeVisible();
    expect(fake.rpcCalls).toEqual([{ name: 'newsletter_unsubscribe', args: { p_token: UNSUB } }]);
  });

  it('offers a retry when the server failed', async () => {
    let calls = 0;
    fake = createFakeSupabase({
      rpc: () => (++calls === 1 ? fail('upstream down', '08006', 503) : ok(true)),
    });
    await open(`?unsubscribe=${UNSUB}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You are unsubscribed')).toBeVisible();
  });
});
