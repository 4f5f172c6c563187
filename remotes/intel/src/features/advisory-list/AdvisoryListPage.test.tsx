import '@testing-library/jest-dom/vitest';
import '../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listRow } from '../../test/fixtures';
import AdvisoryListPage from './AdvisoryListPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const listCalls = () => fake.rpcCalls.filter((c) => c.name === 'intel_list_advisories');

beforeEach(() => setViewer({ id: 'u1', aal: 'aal2', verifiedFactor: true }));
afterEach(cleanup);

describe('the advisory list', () => {
  it('asks the database for the filters and page in the address, and marks TLP and matches', async () => {
    fake = createFakeSupabase({
      rpc: (name) =>
        name === 'intel_list_advisories'
          ? ok([listRow({ matches_constituency: true, total_count: 41 })])
          : ok(false),
    });
    await renderPage(AdvisoryListPage, { url: '/?tlp=amber&severity=high&q=webmail&page=2' });
    const item = await screen.findByTestId('advisory-item');
    expect(listCalls().at(-1)?.args).toEqual({
      only_severity: 'high',
      only_tlp: 'amber',
      only_status: undefined,
      only_sector: undefined,
      q: 'webmail',
      page_size: 20,
      page: 2,
    });
    expect(within(item).getByText('TLP:AMBER')).toBeInTheDocument();
    expect(within(item).getByText('Matches your constituency')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Phishing against government webmail' }),
    ).toHaveAttribute('href', '/advisories/00000000-0000-4000-8901-000000000003');
    expect(screen.getByText('41 advisories')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Advisory pages' })).toBeInTheDocument();
    // Only analysts are offered the form.
    expect(screen.queryByRole('link', { name: 'New advisory' })).toBeNull();
  });

  it('sends a chosen filter from page 1 and says when nothing matches', async () => {
    fake = createFakeSupabase({
      rpc: (name) => (name === 'intel_list_advisories' ? ok([]) : ok(false)),
    });
    await renderPage(AdvisoryListPage, { url: '/?page=3' });
    expect(
      await screen.findByText('No advisory has been shared with you yet.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'withdrawn');
    expect(await screen.findByText('No advisory matches these filters.')).toBeInTheDocument();
    expect(listCalls().at(-1)?.args).toMatchObject({ only_status: 'withdrawn', page: 1 });
  });

  it('offers New advisory to an analyst (has_role intel_analyst)', async () => {
    fake = createFakeSupabase({ rpc: (name) => (name === 'has_role' ? ok(true) : ok([])) });
    await renderPage(AdvisoryListPage);
    expect(await screen.findByRole('link', { name: 'New advisory' })).toHaveAttribute(
      'href',
      '/advisories/new',
    );
  });
});
