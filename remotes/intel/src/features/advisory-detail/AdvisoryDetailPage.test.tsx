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
import type { AdvisoryDetail } from '../../api/types';
import { detail } from '../../test/fixtures';
import { AdvisoryDetailPage } from './AdvisoryDetailPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const ID = '00000000-0000-4000-8901-000000000003';
const open = (answer: AdvisoryDetail | ReturnType<typeof fail>) => {
  fake = createFakeSupabase({
    rpc: (name) => {
      if (name === 'intel_read_advisory') return 'error' in answer ? answer : ok(answer);
      if (name === 'intel_ack_board') return ok([]);
      return ok([]);
    },
  });
  return renderPage(<AdvisoryDetailPage id={ID} />);
};

beforeEach(() => setViewer({ id: 'u1', aal: 'aal2', verifiedFactor: true }));
afterEach(cleanup);

describe('one advisory', () => {
  it('shows the label as FIRST writes it, the body as Markdown, the indicators and the due time', async () => {
    await open(detail());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phishing against government webmail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('TLP:AMBER')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'What happened' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Indicators of compromise' });
    expect(within(table).getByRole('rowheader', { name: 'portal.gov.gh' })).toBeInTheDocument();
    expect(screen.getByText(/Due by /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'STIX 2.1' })).toBeInTheDocument();
    // Not a focal point, not an analyst: no Acknowledge, no board, no Edit.
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Acknowledgement board' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit advisory' })).toBeNull();
  });

  it('lets a focal point acknowledge for their organisation with a status and a note', async () => {
    await open(detail({ can_acknowledge_for: [{ org_id: 'org-a', org_name: 'Gh-CERT' }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Status/), 'mitigated');
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Blocked at the border.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await screen.findByRole('button', { name: 'Acknowledge' });
    expect(fake.rpcCalls.find((c) => c.name === 'intel_acknowledge')?.args).toEqual({
      advisory_id: ID,
      org_id: 'org-a',
      status: 'mitigated',
      note: 'Blocked at the border.',
    });
  });

  it("says when the organisation's answer is overdue, and marks a constituency match", async () => {
    await open(
      detail({
        due_at: '2020-01-01T00:00:00Z',
        can_acknowledge_for: [{ org_id: 'org-a', org_name: 'Gh-CERT' }],
        matches: [
          { indicator_id: 'i1', org_id: 'org-a', org_name: 'Gh-CERT', entry_value: 'gov.gh' },
        ],
      }),
    );
    expect(await screen.findByText(/^Overdue since /)).toBeInTheDocument();
    expect(screen.getByTestId('constituency-match')).toHaveTextContent('Gh-CERT (gov.gh)');
  });

  it('shows analysts the board and Edit', async () => {
    await open(detail({ recipients: { orgs: [{ id: 'org-a', name: 'Gh-CERT' }], people: [] } }));
    expect(
      await screen.findByRole('heading', { name: 'Acknowledgement board' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit advisory' })).toHaveAttribute(
      'href',
      `/advisories/${ID}/edit`,
    );
  });

  it('lets an analyst withdraw it, with a note', async () => {
    await open(detail({ recipients: { orgs: [{ id: 'org-a', name: 'Gh-CERT' }], people: [] } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('Say what changed in this version.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicate of an earlier advisory');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(fake.rpcCalls.find((c) => c.name === 'intel_withdraw_advisory')?.args).toEqual({
      advisory_id: ID,
      change_note: 'Duplicate of an earlier advisory',
    });
  });

  it('answers an advisory the viewer may not read like one that does not exist', async () => {
    await open(fail('advisory not found', 'PT404', 404));
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});
