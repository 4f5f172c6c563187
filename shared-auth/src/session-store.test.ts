import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ErrorReport, resetErrorReportingForTests } from './report-error';
import { applySession, UNLOADED_ACCESS, useSession } from './session-store';
import { MFA_RETRY_ATTEMPTS, refreshAccess, syncSession } from './sync';
import { type FakeBackend, fakeAccessClient, memberProfile } from './testing/access-backend';
import { sessionFor, tokenWith } from './testing/session';

function backend(overrides: Partial<FakeBackend> = {}): FakeBackend {
  return {
    profile: memberProfile,
    isAdmin: false,
    factors: [],
    aal: 'aal1',
    deadline: '2026-03-20',
    failProfile: false,
    ...overrides,
  };
}

const loaded = () => useSession.getState().access.loaded;

afterEach(() => {
  useSession.setState({
    status: 'loading',
    session: null,
    user: null,
    aal: null,
    access: UNLOADED_ACCESS,
  });
  vi.restoreAllMocks();
});

describe('useSession fed by supabase-js', () => {
  it('starts loading, then follows auth state changes', () => {
    const { client, emit, unsubscribe } = fakeAccessClient(backend());
    expect(useSession.getState().status).toBe('loading');
    const stop = syncSession(client);
    emit('INITIAL_SESSION', null);
    expect(useSession.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      access: { loaded: true, profile: null },
    });
    emit('SIGNED_IN', sessionFor('u1'));
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    emit('SIGNED_OUT', null);
    expect(useSession.getState().status).toBe('signed-out');
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('loads profile, admin role, verified factor, AAL and deadline after sign-in', async () => {
    const fake = fakeAccessClient(
      backend({
        isAdmin: true,
        aal: 'aal2',
        factors: [
          { id: 'pending', factor_type: 'totp', status: 'unverified' },
          { id: 'f1', factor_type: 'totp', status: 'verified' },
        ],
      }),
    );
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    // Not inside the callback: supabase-js would deadlock on a call awaited there.
    expect(fake.reads.profile).toBe(0);
    expect(loaded()).toBe(false);
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(useSession.getState()).toMatchObject({
      aal: 'aal2',
      access: {
        profile: memberProfile,
        isAdmin: true,
        verifiedFactorId: 'f1',
        mfaDeadline: '2026-03-20',
      },
    });
  });

  it("takes the tier from the database's current_member_tier (Corporate through a team)", async () => {
    const data = backend({ tier: 'Corporate' });
    const fake = fakeAccessClient(data);
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(useSession.getState().access.profile?.membership_tier).toBe('Corporate');
    // Removed from the team: the next read gives the paid tier back.
    data.tier = 'Professional';
    fake.emit('TOKEN_REFRESHED', sessionFor('u1'));
    await vi.waitFor(() =>
      expect(useSession.getState().access.profile?.membership_tier).toBe('Professional'),
    );
  });

  it('re-reads on every auth change, keeping the same user loaded meanwhile', async () => {
    const data = backend();
    const fake = fakeAccessClient(data);
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    await vi.waitFor(() => expect(loaded()).toBe(true));
    data.aal = 'aal2';
    data.factors = [{ id: 'f2', factor_type: 'totp', status: 'verified' }];
    fake.emit('MFA_CHALLENGE_VERIFIED', sessionFor('u1'));
    expect(loaded()).toBe(true); // no loading flash for the same user
    await vi.waitFor(() => expect(useSession.getState().aal).toBe('aal2'));
    expect(useSession.getState().access.verifiedFactorId).toBe('f2');
    expect(fake.reads.profile).toBe(2);
  });

  it('starts another user from unloaded access and never shows the old user data', async () => {
    const data = backend({ isAdmin: true });
    const fake = fakeAccessClient(data);
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('admin'));
    await vi.waitFor(() => expect(useSession.getState().access.isAdmin).toBe(true));
    data.isAdmin = false;
    fake.emit('SIGNED_IN', sessionFor('member'));
    expect(useSession.getState().access).toEqual(UNLOADED_ACCESS);
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(useSession.getState().access.isAdmin).toBe(false);
  });

  it('drops a read that finishes after sign-out', async () => {
    const fake = fakeAccessClient(backend({ isAdmin: true }));
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    fake.emit('SIGNED_OUT', null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useSession.getState()).toMatchObject({
      status: 'signed-out',
      access: { isAdmin: false, profile: null },
    });
  });

  it('reports a failed profile read and counts it as no profile (failed checks deny)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: ErrorReport[] = [];
    resetErrorReportingForTests({ sinks: [(report) => void sent.push(report)] });
    const fake = fakeAccessClient(backend({ failProfile: true }));
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(useSession.getState().access.profile).toBeNull();
    expect(error).toHaveBeenCalledWith('[csan] shell: profile read failed:', { message: 'boom' });
    await vi.waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ remote: 'shell', source: 'query', action: 'profile read' }),
      ]),
    );
    resetErrorReportingForTests();
  });

  it('refreshAccess re-reads now (after enrolling MFA)', async () => {
    const data = backend();
    const fake = fakeAccessClient(data);
    syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u1'));
    await vi.waitFor(() => expect(loaded()).toBe(true));
    data.factors = [{ id: 'new', factor_type: 'totp', status: 'verified' }];
    await refreshAccess();
    expect(useSession.getState().access.verifiedFactorId).toBe('new');
  });

  describe('a failed MFA read (spec: failed access checks deny access)', () => {
    afterEach(() => vi.useRealTimers());

    it('is unknown, not "no deadline", and is retried with back-off until it succeeds', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const data = backend({ deadline: '2026-01-01', failDeadline: true });
      const fake = fakeAccessClient(data);
      const stop = syncSession(fake.client);
      fake.emit('SIGNED_IN', sessionFor('u1'));
      await vi.advanceTimersByTimeAsync(0);
      expect(useSession.getState().access).toMatchObject({
        loaded: true,
        profile: memberProfile,
        mfaDeadline: null,
        verifiedFactorId: null,
        mfaCheck: 'retrying',
      });
      expect(fake.reads.deadline).toBe(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(fake.reads.deadline).toBe(2);
      await vi.advanceTimersByTimeAsync(399);
      expect(fake.reads.deadline).toBe(2); // the second retry waits twice as long
      data.failDeadline = false;
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.reads.deadline).toBe(3);
      expect(useSession.getState().access).toMatchObject({
        mfaDeadline: '2026-01-01',
        mfaCheck: 'ok',
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fake.reads.deadline).toBe(3); // no more retries once known
      stop();
    });

    it('gives up as failed after the last retry; a manual refresh starts over', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const data = backend({ failFactors: true });
      const fake = fakeAccessClient(data);
      const stop = syncSession(fake.client);
      fake.emit('SIGNED_IN', sessionFor('u1'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fake.reads.profile).toBe(1 + MFA_RETRY_ATTEMPTS);
      expect(useSession.getState().access.mfaCheck).toBe('failed');

      data.failFactors = false;
      data.factors = [{ id: 'f1', factor_type: 'totp', status: 'verified' }];
      const retry = refreshAccess();
      expect(useSession.getState().access.mfaCheck).toBe('retrying');
      await retry;
      expect(useSession.getState().access).toMatchObject({
        verifiedFactorId: 'f1',
        mfaCheck: 'ok',
      });
      stop();
    });

    it('keeps the same user last known MFA facts through a failed re-read', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const data = backend({ deadline: '2026-01-01' });
      const fake = fakeAccessClient(data);
      const stop = syncSession(fake.client);
      fake.emit('SIGNED_IN', sessionFor('u1'));
      await vi.waitFor(() => expect(loaded()).toBe(true));
      data.failDeadline = true;
      await refreshAccess();
      expect(useSession.getState().access).toMatchObject({
        mfaDeadline: '2026-01-01',
        mfaCheck: 'ok',
      });
      stop();
    });

    it('offline, an aal2 session proves its verified factor (no MFA read needed)', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      // The factor and deadline reads need the network; the session's token and copy of the
      // user are on the device.
      const fake = fakeAccessClient(
        backend({ aal: 'aal2', failFactors: true, failDeadline: true }),
      );
      const stop = syncSession(fake.client);
      const session = (aal: string) =>
        ({
          access_token: tokenWith({ aal }),
          user: { id: 'u1', factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }] },
        }) as unknown as Parameters<typeof applySession>[0];
      fake.emit('SIGNED_IN', session('aal2'));
      await vi.advanceTimersByTimeAsync(0);
      expect(useSession.getState()).toMatchObject({
        status: 'signed-in',
        aal: 'aal2',
        access: { verifiedFactorId: 'f1', mfaDeadline: null, mfaCheck: 'ok' },
      });
      stop();
    });

    it('a session below aal2 proves nothing: its MFA facts stay unknown', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = fakeAccessClient(backend({ aal: 'aal1', failFactors: true }));
      const stop = syncSession(fake.client);
      fake.emit('SIGNED_IN', {
        access_token: tokenWith({ aal: 'aal1' }),
        user: { id: 'u1', factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }] },
      } as unknown as Parameters<typeof applySession>[0]);
      await vi.advanceTimersByTimeAsync(0);
      expect(useSession.getState().access).toMatchObject({
        verifiedFactorId: null,
        mfaCheck: 'retrying',
      });
      stop();
    });

    it('stops retrying after sign-out', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = fakeAccessClient(backend({ failDeadline: true }));
      const stop = syncSession(fake.client);
      fake.emit('SIGNED_IN', sessionFor('u1'));
      await vi.advanceTimersByTimeAsync(0);
      fake.emit('SIGNED_OUT', null);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fake.reads.deadline).toBe(1);
      expect(useSession.getState().status).toBe('signed-out');
      stop();
    });
  });
});

describe('a session that owes the MFA code step', () => {
  const withFactor = (aal: string) =>
    ({
      access_token: tokenWith({ aal }),
      user: { id: 'u-mfa', factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }] },
    }) as unknown as Parameters<typeof applySession>[0];

  it('is mfa-pending from its first render (aal1 token, verified factor), never signed-in', () => {
    applySession(withFactor('aal1'));
    expect(useSession.getState().status).toBe('mfa-pending');
  });

  it('is signed-in once the token is aal2', () => {
    applySession(withFactor('aal2'));
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('is signed-in without a verified factor (nothing to ask for)', () => {
    applySession(sessionFor('u-plain'));
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('becomes mfa-pending when the access read finds a verified factor at aal1', async () => {
    const fake = fakeAccessClient(
      backend({ factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] }),
    );
    const stop = syncSession(fake.client);
    fake.emit('SIGNED_IN', sessionFor('u-read'));
    await vi.waitFor(() => expect(loaded()).toBe(true));
    expect(useSession.getState().status).toBe('mfa-pending');
    stop();
  });
});
