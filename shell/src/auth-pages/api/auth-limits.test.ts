import type { SupabaseClient } from '@supabase/supabase-js';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { provideTestClient } from '@csan/shared-auth/testing';
import { redeemBackupCode } from './redeem-backup-code';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { submitSupportRequest } from './submit-support-request';
import { verifyTotp } from './verify-totp';

// What each call makes of the servers' limit answers (supabase/README.md, "Sign-in and MFA
// limits"): the texts below are those the hooks, procedures and auth server really send.
type Answer = { data: unknown; error: Record<string, unknown> | null };
let answer: Answer;
const sent: unknown[] = [];
const client = {
  auth: {
    signInWithPassword: async () => answer,
    signUp: async (args: unknown) => {
      sent.push(args);
      return answer;
    },
    mfa: {
      listFactors: async () => ({
        data: { all: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] },
        error: null,
      }),
      challengeAndVerify: async () => answer,
    },
  },
  rpc: async () => answer,
  from: () => ({ insert: async () => answer }),
} as unknown as SupabaseClient;
provideTestClient(() => client);

const fails = (error: Record<string, unknown>) => {
  answer = { data: null, error };
};
const answers = (data: unknown) => {
  answer = { data, error: null };
};
const RATE_LIMITED = {
  status: 429,
  code: 'over_request_rate_limit',
  message: 'Request rate limit reached',
};

afterEach(async () => {
  sent.length = 0;
  await i18next.changeLanguage('en');
});

const values = { email: 'ama@csan.test', password: 'secret1' };

describe('signIn', () => {
  it("keeps the spec's one message for wrong credentials", async () => {
    fails({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(await signIn(values)).toEqual({ ok: false, reason: 'invalid-credentials' });
  });

  it.each([
    [
      'Too many failed sign-in attempts. Try again in 2 minutes.',
      'Too many failed sign-in attempts. Please wait 2 minutes before trying again.',
    ],
    [
      'Too many failed sign-in attempts: sign-in to this account is paused. Try again in 15 minutes.',
      'Too many failed sign-in attempts: sign-in to this account is paused. Try again in 15 minutes.',
    ],
  ])('translates the account limit %j', async (server, shown) => {
    fails({ status: 400, code: 'invalid_credentials', message: server });
    expect(await signIn(values)).toEqual({ ok: false, reason: 'server', message: shown });
  });

  it('explains a per-client 429 with the wait, in the reader’s language', async () => {
    fails(RATE_LIMITED);
    expect(await signIn(values)).toEqual({
      ok: false,
      reason: 'server',
      message: 'Too many attempts from your network. Please wait 5 minutes and try again.',
    });
    await i18next.changeLanguage('sw');
    expect(await signIn(values)).toMatchObject({
      message:
        'Majaribio mengi mno kutoka kwenye mtandao wako. Tafadhali subiri dakika 5 kisha ujaribu tena.',
    });
  });
});

describe('verifyTotp', () => {
  it('reads a wrong code as invalid', async () => {
    fails({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect(await verifyTotp('123456')).toEqual({ ok: false, failure: { kind: 'invalid' } });
  });

  it('reads the hook rejection as a limit that ended the sessions', async () => {
    fails({
      status: 403,
      code: 'mfa_verification_rejected',
      message: 'Too many failed verification codes. Sign in again in 30 seconds.',
    });
    expect(await verifyTotp('123456')).toEqual({
      ok: false,
      failure: {
        kind: 'limited',
        limit: { kind: 'mfa', state: 'slowed', waitSeconds: 30, sessionEnded: true },
      },
    });
  });

  it('reads a 429 as the per-client limit, and keeps other messages', async () => {
    fails(RATE_LIMITED);
    expect(await verifyTotp('123456')).toEqual({
      ok: false,
      failure: { kind: 'limited', limit: { kind: 'client', waitSeconds: 300 } },
    });
    fails({ status: 400, code: 'mfa_challenge_expired', message: 'Challenge expired' });
    expect(await verifyTotp('123456')).toEqual({
      ok: false,
      failure: { kind: 'server', message: 'Challenge expired' },
    });
  });
});

describe('redeemBackupCode', () => {
  it('reads valid, invalid and the refusal with its wait (the session stays)', async () => {
    answers({ valid: true, remaining: 0 });
    expect(await redeemBackupCode('AB12CD34')).toEqual({ ok: true });
    answers({ valid: false, remaining: 9 });
    expect(await redeemBackupCode('AB12CD34')).toEqual({ ok: false, failure: { kind: 'invalid' } });
    answers({
      valid: false,
      limited: 'locked',
      retry_after: 900,
      message:
        'Too many failed verification codes: MFA verification for this account is paused. Try again in 15 minutes.',
    });
    expect(await redeemBackupCode('AB12CD34')).toEqual({
      ok: false,
      failure: {
        kind: 'limited',
        limit: { kind: 'mfa', state: 'locked', waitSeconds: 900, sessionEnded: false },
      },
    });
  });
});

describe('signUp', () => {
  const signup = { email: 'new@csan.test', password: 'Welcome2026', fullName: 'Efua Mensah' };

  it('sends the invitation token in the user metadata', async () => {
    answers({ session: null });
    expect(await signUp(signup, 'tok-123', 'http://localhost:8080')).toEqual({ ok: true });
    expect(sent).toEqual([
      {
        email: 'new@csan.test',
        password: 'Welcome2026',
        options: {
          emailRedirectTo: 'http://localhost:8080/',
          data: { full_name: 'Efua Mensah', invitation_token: 'tok-123' },
        },
      },
    ]);
  });

  it('explains a 429 instead of the generic failure', async () => {
    fails(RATE_LIMITED);
    expect(await signUp(signup, 'tok-123', 'http://localhost:8080')).toEqual({
      ok: false,
      reason: 'limited',
      message: 'Too many attempts from your network. Please wait 5 minutes and try again.',
    });
  });
});

describe('submitSupportRequest', () => {
  const request = {
    userId: 'u1',
    requestType: 'locked_out',
    description: 'Help',
    contactMethod: null,
  };

  it('translates the open-request cap, keeps other server messages', async () => {
    fails({
      code: 'PT429',
      message:
        'You already have 5 open support requests. Our team will contact you within 24-48 hours.',
    });
    await i18next.changeLanguage('fr');
    expect(await submitSupportRequest(request)).toEqual({
      ok: false,
      message:
        "Vous avez déjà 5 demandes d'assistance en cours. Notre équipe vous contactera sous 24 à 48 heures.",
    });
    fails({ code: '42501', message: 'new row violates row-level security policy' });
    expect(await submitSupportRequest(request)).toEqual({
      ok: false,
      message: 'new row violates row-level security policy',
    });
  });
});
