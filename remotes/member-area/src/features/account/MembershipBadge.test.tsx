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
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AccountPage from './AccountPage';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

function backend(tier: string | null) {
  fake = createFakeSupabase({
    table: (call) =>
      call.table === 'profiles' ? ok(profileRow({ membership_tier: tier })) : ok(null),
  });
}

const open = () => renderPage(AccountPage, { path: '/account' });
const profileCard = () => screen.findByRole('region', { name: 'Profile' });

afterEach(cleanup);

describe('/account: what the membership badge and the page say', () => {
  it('a member sees their tier; without one, no membership', async () => {
    backend('Professional');
    setViewer({ id: 'u1' });
    await open();
    expect(within(await profileCard()).getByText('Professional member')).toBeVisible();
    cleanup();
    backend(null);
    await open();
    expect(within(await profileCard()).getByText('No membership')).toBeVisible();
  });

  it('an administrator has complimentary Corporate access, not "No membership"', async () => {
    backend(null);
    setViewer({ id: 'admin-1', isAdmin: true });
    await open();
    expect(within(await profileCard()).getByText('Complimentary Corporate access')).toBeVisible();
    expect(screen.queryByText('No membership')).toBeNull();
  });

  it('describes what the page shows, and Manage Directory opens the directory', async () => {
    backend('Student');
    setViewer({ id: 'u1' });
    await open();
    expect(
      screen.getByText(
        'Your profile, security settings including two-factor authentication, the access your membership gives you, and a way to your directory profile.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Manage Directory' })).toHaveAttribute(
      'href',
      '/member-directory',
    );
  });
});
