import '@testing-library/jest-dom/vitest';
import { type AccessInfo, useSession } from '@csan/shared-auth';
import { renderPage } from '@csan/shared-ui/testing';
import type { User } from '@supabase/supabase-js';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveWhenLifted } from './LeaveWhenLifted';

const UNLOADED_ACCESS: AccessInfo = {
  loaded: false,
  profile: null,
  isAdmin: false,
  verifiedFactorId: null,
  mfaDeadline: null,
};

const member = (deadline: string) =>
  useSession.setState({
    status: 'signed-in',
    user: { id: 'u-1' } as User,
    aal: 'aal1',
    access: { ...UNLOADED_ACCESS, loaded: true, mfaDeadline: deadline, mfaCheck: 'ok' },
  });

afterEach(() => {
  cleanup();
  useSession.setState({
    status: 'loading',
    session: null,
    user: null,
    aal: null,
    access: UNLOADED_ACCESS,
  });
});

describe('LeaveWhenLifted', () => {
  it('takes a locked-out member to /account when the deadline moves, without a reload', async () => {
    member('2000-01-01');
    await renderPage(LeaveWhenLifted, { path: '/mfa-lockout', showLocation: true });
    expect(screen.getByTestId('location')).toHaveTextContent('/mfa-lockout');
    act(() => member('2999-01-01'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account'));
  });

  it('leaves a member who opened the page unlocked where they are', async () => {
    member('2999-01-01');
    await renderPage(LeaveWhenLifted, { path: '/mfa-lockout', showLocation: true });
    act(() => member('2999-02-01'));
    expect(screen.getByTestId('location')).toHaveTextContent('/mfa-lockout');
  });
});
