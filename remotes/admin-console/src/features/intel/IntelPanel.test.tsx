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
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import IntelPanel from './IntelPanel';

const GH_CERT = {
  id: 'org-1',
  name: 'Gh-CERT',
  country: 'GH',
  sector: 'government',
  kind: 'national_cert',
};
const FOCAL = {
  user_id: 'u-1',
  full_name: 'Ama Partner',
  email: 'partner@csan.test',
  role: 'focal_point',
};
const PARTNERS = [
  { user_id: 'u-1', full_name: 'Ama Partner', email: 'partner@csan.test' },
  { user_id: 'u-2', full_name: 'Kofi Responder', email: 'responder@csan.test' },
];

let fake: FakeSupabase;
provideTestClient(() => fake.client);

/** The database as an admin with the intel flag sees it; `directory` replaces the partner list. */
function database(directory = () => ok(PARTNERS)) {
  fake = createFakeSupabase({
    table: (call) => {
      if (call.op !== 'select') return ok(null);
      if (call.table === 'intel_organisations') return ok([GH_CERT]);
      if (call.table === 'user_roles') return ok([{ user_id: 'u-2' }]);
      return ok([]);
    },
    rpc: (name) => {
      if (name === 'intel_organisation_people') return ok([FOCAL]);
      if (name === 'intel_partner_directory') return directory();
      return ok(true);
    },
  });
}

const open = () => renderPage(IntelPanel, { path: '/admin/intel', url: '/admin/intel' });
const writes = (table: string) =>
  fake.tableCalls.filter((call) => call.table === table && call.op !== 'select');

beforeEach(() =>
  setViewer({
    id: 'admin-1',
    isAdmin: true,
    aal: 'aal2',
    verifiedFactor: true,
    flags: { is_cert_partner: true },
  }),
);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Admin → Intel', () => {
  it('creates an organisation with its country in capitals, and refuses a bad country first', async () => {
    database();
    await open();
    expect(await screen.findByRole('heading', { level: 4, name: 'Gh-CERT' })).toBeVisible();
    expect(screen.getByText('National CERT · Government · GH')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), ' Lagos Energy CERT ');
    await userEvent.type(within(dialog).getByLabelText(/^Country/), 'G1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Sector'), 'Energy');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'Sectoral CERT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the two-letter country code, e.g. GH.'),
    ).toBeVisible();
    expect(writes('intel_organisations')).toEqual([]);
    const country = within(dialog).getByLabelText(/^Country/);
    await userEvent.clear(country);
    await userEvent.type(country, 'ng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes('intel_organisations')).toMatchObject([
        {
          op: 'insert',
          payload: {
            name: 'Lagos Energy CERT',
            country: 'NG',
            sector: 'energy',
            kind: 'sectoral_cert',
          },
        },
      ]),
    );
  });

  it('places a partner picked from the directory as focal point, and removes a member after asking', async () => {
    database();
    await open();
    const card = (await screen.findByRole('heading', { level: 4, name: 'Gh-CERT' })).closest(
      'li',
    ) as HTMLElement;
    expect(await within(card).findByText('partner@csan.test')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Add a member to Gh-CERT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a member to Gh-CERT' });
    const person = within(dialog).getByLabelText(/^Person/);
    // Ama is in Gh-CERT already: only Kofi is offered.
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a person', 'Kofi Responder <responder@csan.test>']),
    );
    await userEvent.selectOptions(person, 'u-2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Focal point');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() =>
      expect(writes('intel_org_members')).toMatchObject([
        { op: 'insert', payload: { org_id: 'org-1', user_id: 'u-2', role: 'focal_point' } },
      ]),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Remove Ama Partner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Ama Partner?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writes('intel_org_members').at(-1)).toMatchObject({
        op: 'delete',
        filters: [
          ['eq', 'org_id', 'org-1'],
          ['eq', 'user_id', 'u-1'],
        ],
      }),
    );
  });

  it('grants and revokes the analyst role through intel_set_analyst', async () => {
    database();
    await open();
    const analysts = await screen.findByRole('list', { name: 'Analysts' });
    await userEvent.click(
      await within(analysts).findByRole('button', { name: 'Make Ama Partner an analyst' }),
    );
    await userEvent.click(
      within(analysts).getByRole('button', { name: 'Revoke analyst role of Kofi Responder' }),
    );
    await waitFor(() =>
      expect(fake.rpcCalls.filter((call) => call.name === 'intel_set_analyst')).toEqual([
        { name: 'intel_set_analyst', args: { target_user_id: 'u-1', granted: true } },
        { name: 'intel_set_analyst', args: { target_user_id: 'u-2', granted: false } },
      ]),
    );
  });

  it('says what is missing when the database refuses an admin (e.g. no second factor)', async () => {
    database(() =>
      fail('The intel portal needs the partner flag and a verified second factor', '42501', 403),
    );
    await open();
    expect(
      await screen.findByText(
        'Your account needs the intel partner flag (Users tab) and a verified second factor to manage the intel portal.',
      ),
    ).toBeVisible();
  });

  it('an admin without the intel flag is told so, and nothing is asked of the database', async () => {
    setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true });
    database(() => ok([]));
    await open();
    expect(
      await screen.findByText(
        'Your account needs the intel partner flag (Users tab) and a verified second factor to manage the intel portal.',
      ),
    ).toBeVisible();
    // Rendered, effects run: a query would have started by now.
    expect(fake.tableCalls).toEqual([]);
    expect(fake.rpcCalls).toEqual([]);
  });
});
