import '@testing-library/jest-dom/vitest';
import '../../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  fail,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_FORM } from '../rules/advisory-schema';
import { AdvisoryFormView } from './AdvisoryFormView';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

beforeEach(() => setViewer({ id: 'analyst-1', aal: 'aal2', verifiedFactor: true }));
afterEach(cleanup);

const orgs = [{ id: 'org-a', name: 'Gh-CERT', country: 'GH' }];

async function fillGreenAdvisory() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Botnet C2 servers');
  await userEvent.type(screen.getByRole('textbox', { name: /^Summary/ }), 'Block these.');
  await userEvent.selectOptions(screen.getByLabelText(/^TLP level/), 'green');
  await userEvent.click(screen.getByRole('button', { name: 'Add an indicator' }));
  await userEvent.type(
    screen.getByRole('textbox', { name: /^Value of indicator 1/ }),
    '203.0.113.7',
  );
}

describe('the advisory form', () => {
  it('publishes: the indicators normalised, recipients only for AMBER, then the readers are told', async () => {
    fake = createFakeSupabase({
      table: () => ok(orgs),
      rpc: (name) =>
        name === 'intel_save_advisory'
          ? ok([{ id: 'adv-1', version: 1, status: 'published' }])
          : ok([]),
      functions: () => ok({ sent: 3 }),
    });
    await renderPage(<AdvisoryFormView id={undefined} initial={EMPTY_FORM} knownPeople={[]} />, {
      path: '*',
      url: '/advisories/new',
      showLocation: true,
    });
    await fillGreenAdvisory();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/advisories/adv-1'),
    );
    const saved = fake.rpcCalls.find((c) => c.name === 'intel_save_advisory')?.args;
    expect(saved).toMatchObject({
      title: 'Botnet C2 servers',
      tlp: 'green',
      publish: true,
      indicators: [{ type: 'ipv4', value: '203.0.113.7' }],
      recipient_org_ids: [],
      recipient_user_ids: [],
    });
    expect(fake.functionCalls).toEqual([{ name: 'intel-notify', body: { advisory_id: 'adv-1' } }]);
  });

  it("puts the database's refusal of an indicator under that indicator", async () => {
    fake = createFakeSupabase({
      table: () => ok(orgs),
      rpc: (name) =>
        name === 'intel_save_advisory'
          ? {
              data: null,
              error: {
                message: 'Invalid ipv4 indicator: 203.0.113.7',
                code: 'PT422',
                details: '0',
              } as never,
            }
          : ok([]),
    });
    await renderPage(<AdvisoryFormView id={undefined} initial={EMPTY_FORM} knownPeople={[]} />);
    await fillGreenAdvisory();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Not an IPv4 address (e.g. 192.0.2.10).')).toBeInTheDocument();
    expect(fake.rpcCalls.find((c) => c.name === 'intel_save_advisory')?.args).toMatchObject({
      publish: false,
    });
    expect(fake.functionCalls).toEqual([]);
  });

  it('asks for recipient organisations for AMBER and sends only those', async () => {
    fake = createFakeSupabase({
      table: () => ok(orgs),
      rpc: (name) => (name === 'intel_save_advisory' ? fail('refused', '42501', 403) : ok([])),
    });
    await renderPage(<AdvisoryFormView id={undefined} initial={EMPTY_FORM} knownPeople={[]} />);
    await fillGreenAdvisory();
    await userEvent.selectOptions(screen.getByLabelText(/^TLP level/), 'amber');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'Choose at least one recipient organisation for TLP:AMBER or TLP:AMBER+STRICT.',
      ),
    ).toBeInTheDocument();
    expect(fake.rpcCalls.filter((c) => c.name === 'intel_save_advisory')).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gh-CERT (GH)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^The advisory was not saved:/)).toBeInTheDocument();
    expect(fake.rpcCalls.find((c) => c.name === 'intel_save_advisory')?.args).toMatchObject({
      tlp: 'amber',
      recipient_org_ids: ['org-a'],
    });
  });
});
