import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICING_ROWS, subscription } from '../../test/fixtures';
import MembershipPage from './MembershipPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const TEAM = {
  team_id: 't1',
  team_name: 'Fraud Analytics',
  organization: 'Accra Bank Group',
  owner_name: 'Yaw Corporate',
};

function backend(teams: unknown[], own: unknown = null) {
  fake = createFakeSupabase({
    table: (call) => {
      if (call.table === 'membership_pricing') return ok(PRICING_ROWS);
      if (call.table === 'subscriptions') return ok(own);
      return ok([]);
    },
    rpc: (name) => ok(name === 'my_team_access' ? teams : null),
  });
}

const show = () => renderPage(MembershipPage, { path: '/membership', url: '/membership' });
const sentence =
  'You hold Corporate access as a member of Fraud Analytics (Accra Bank Group), whose Corporate membership is held by Yaw Corporate.';

afterEach(cleanup);

describe('/membership for a member of a corporate team', () => {
  it('says the access comes from the team and offers no checkout for Corporate', async () => {
    backend([TEAM]);
    setViewer({ id: 'u1' });
    await show();
    expect(await screen.findByText('Corporate access through your team')).toBeTruthy();
    expect(screen.getByText(sentence, { exact: false })).toBeTruthy();
    const corporate = await screen.findByRole('article', { name: 'Corporate' });
    expect(within(corporate).getByText('Included through your team')).toBeTruthy();
    expect(within(corporate).queryByRole('link')).toBeNull();
    // The tiers below stay on offer: a membership of one's own outlasts the team.
    expect(screen.getByRole('link', { name: 'Subscribe to Professional' })).toBeTruthy();
  });

  it('shows the notice above a subscription of their own', async () => {
    backend([TEAM], subscription());
    setViewer({ id: 'u1' });
    await show();
    expect(await screen.findByText('Corporate access through your team')).toBeTruthy();
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('a member without team access sees every Subscribe button and no notice', async () => {
    backend([]);
    setViewer({ id: 'u1' });
    await show();
    expect(await screen.findByRole('link', { name: 'Subscribe to Corporate' })).toBeTruthy();
    expect(screen.queryByText('Corporate access through your team')).toBeNull();
  });
});
