import '@testing-library/jest-dom/vitest';
import {
  createFakeSupabase,
  type FakeSupabase,
  ok,
  profileRow,
  provideTestClient,
  setViewer,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AccountPage from './AccountPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

function backend(teams: unknown[]) {
  fake = createFakeSupabase({
    table: (call) =>
      call.table === 'profiles' ? ok(profileRow({ membership_tier: 'Professional' })) : ok(null),
    rpc: (name) => ok(name === 'my_team_access' ? teams : null),
  });
}

afterEach(cleanup);

describe('/account: where a team member’s access comes from', () => {
  it('names the team, its organization and the owner holding the Corporate membership', async () => {
    backend([
      {
        team_id: 't1',
        team_name: 'Fraud Analytics',
        organization: 'Accra Bank Group',
        owner_name: 'Yaw Corporate',
      },
    ]);
    setViewer({ id: 'u1' });
    await renderPage(AccountPage, { path: '/account' });
    expect(await screen.findByText('Corporate access through your team')).toBeVisible();
    expect(
      screen.getByText(
        'You hold Corporate access as a member of Fraud Analytics (Accra Bank Group), whose Corporate membership is held by Yaw Corporate.',
      ),
    ).toBeVisible();
    // The badge still names the member's own paid tier.
    expect(await screen.findByText('Professional member')).toBeVisible();
  });

  it('says nothing about teams to a member without team access', async () => {
    backend([]);
    setViewer({ id: 'u1' });
    await renderPage(AccountPage, { path: '/account' });
    expect(await screen.findByText('Professional member')).toBeVisible();
    expect(screen.queryByText('Corporate access through your team')).toBeNull();
  });
});
