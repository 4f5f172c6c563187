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
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrganisationPage from './OrganisationPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const org = (role: 'member' | 'focal_point') => ({
  org_id: 'org-a',
  name: 'Gh-CERT',
  country: 'GH',
  sector: 'government',
  kind: 'national_cert',
  my_role: role,
});
const people = [
  { user_id: 'u1', full_name: 'Ama Mensah', email: 'ama@cert.gh', role: 'focal_point' },
];
const entries = [
  { id: 'w1', kind: 'cidr', value: '196.43.0.0/16', created_at: '2026-11-27T08:00:00Z' },
];

function backend(role: 'member' | 'focal_point', insert = ok(null)) {
  fake = createFakeSupabase({
    rpc: (name) =>
      name === 'intel_my_organisations'
        ? ok([org(role)])
        : name === 'intel_organisation_people'
          ? ok(people)
          : ok([]),
    table: (call) => (call.op === 'insert' ? insert : ok(entries)),
  });
}

beforeEach(() => setViewer({ id: 'u1', aal: 'aal2', verifiedFactor: true }));
afterEach(cleanup);

describe('my organisation', () => {
  it('shows the organisation, its people and its constituency; a member cannot edit it', async () => {
    backend('member');
    await renderPage(OrganisationPage);
    expect(await screen.findByRole('heading', { level: 2, name: 'Gh-CERT' })).toBeInTheDocument();
    expect(screen.getByText('National CERT · Government · GH')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'People of Gh-CERT' });
    expect(within(table).getByRole('rowheader', { name: 'Ama Mensah' })).toBeInTheDocument();
    expect(await screen.findByText('196.43.0.0/16')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove 196.43.0.0/16' })).toBeNull();
  });

  it('lets a focal point add an entry, and says why the database refused one', async () => {
    backend('focal_point', fail('new row violates check constraint', '23514', 400));
    await renderPage(OrganisationPage);
    await userEvent.selectOptions(await screen.findByLabelText('Kind'), 'asn');
    await userEvent.type(screen.getByLabelText('Value'), 'ASX');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Not an AS number (AS followed by digits).'),
    ).toBeInTheDocument();
    expect(fake.tableCalls.find((c) => c.op === 'insert')).toMatchObject({
      table: 'intel_watchlist_entries',
      payload: { org_id: 'org-a', kind: 'asn', value: 'ASX' },
    });
    expect(screen.getByRole('button', { name: 'Remove 196.43.0.0/16' })).toBeInTheDocument();
  });
});
