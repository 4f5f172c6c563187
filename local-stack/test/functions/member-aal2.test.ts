import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../auth/helpers.js';
import { enrollVerified } from '../auth/totp.js';
import { invoke, type Member, newMember, PASSWORD, usePaymentsStack } from './payments-support.js';

/**
 * Every edge function acting for a member follows the database's rule (issue 25 item 2): once
 * a member has a verified factor, only an aal2 session acts for them (_shared/member.ts asks
 * public.mfa_requirement_met() as the caller). Per function: the password alone (aal1) of a
 * member with a factor is refused with 403 mfa_required and changes nothing; the same member at
 * aal2 and a member without a factor are served. Admin functions (remove-mfa-factors,
 * send-waitlist-invitation) need aal2 always (their own tests); the webhook acts for nobody.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const { stack, sql, tierOf } = usePaymentsStack();

type Session = { label: string; member: Member; supabase: SupabaseClient };

let plain: Session;
let aal2: Session;
let aal1: Session;

/** A Corporate owner (5 seats) with one team; returns the team id. */
async function teamOf(member: Member): Promise<string> {
  await sql(
    `insert into subscriptions (user_id, tier, status, amount_cents, team_size, next_billing_date, payment_reference)
     values ($1, 'Corporate', 'active', 200000, 5, now() + interval '300 days', $2)`,
    [member.id, `aal2-seed-${member.id}`],
  );
  const rows = await sql<{ team_id: string }>(
    `insert into corporate_teams (team_name, organization, max_members, team_owner_id)
     values ('Red Team', 'Org', 5, $1) returning team_id`,
    [member.id],
  );
  return String(rows[0]?.team_id);
}

const teams = new Map<string, string>();

beforeAll(async () => {
  const withoutFactor = await newMember(stack());
  const withFactor = await newMember(stack());
  await enrollVerified(withFactor.supabase);
  const passwordOnly = client(stack());
  const signIn = await passwordOnly.auth.signInWithPassword({
    email: withFactor.email,
    password: PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  plain = { label: 'no factor', member: withoutFactor, supabase: withoutFactor.supabase };
  aal2 = { label: 'factor, aal2', member: withFactor, supabase: withFactor.supabase };
  aal1 = { label: 'factor, aal1', member: withFactor, supabase: passwordOnly };
  teams.set(withoutFactor.id, await teamOf(withoutFactor));
  teams.set(withFactor.id, await teamOf(withFactor));
});

const refused = {
  status: 403,
  body: {
    error: 'Verify your authenticator code (MFA) in this session to continue',
    code: 'mfa_required',
  },
};

const served = () => [plain, aal2];

describe('quote-order', () => {
  it('aal1 with a factor is refused; aal2 and no factor get the quote', async () => {
    const order = { tier: 'Professional', teamSize: 1, discountCode: 'WELCOME10' };
    expect(await invoke(aal1.supabase, 'quote-order', order)).toEqual(refused);
    for (const session of served()) {
      const answer = await invoke(session.supabase, 'quote-order', order);
      expect(answer, session.label).toMatchObject({ status: 200, body: { total_cents: 45000 } });
    }
  });
});

describe('validate-discount-code', () => {
  it('aal1 with a factor is refused; aal2 and no factor get the verdict', async () => {
    const body = { code: 'WELCOME10', tier: 'Student', amountCents: 20000 };
    expect(await invoke(aal1.supabase, 'validate-discount-code', body)).toEqual(refused);
    for (const session of served()) {
      expect(await invoke(session.supabase, 'validate-discount-code', body), session.label).toEqual(
        {
          status: 200,
          body: {
            valid: true,
            message: 'Discount code applied',
            code: 'discount_applied',
            discount_amount_cents: 2000,
          },
        },
      );
    }
  });
});

describe('initialize-payment', () => {
  it('aal1 with a factor cannot change the membership (the issue: FREEPASS turned it into Student)', async () => {
    const tierBefore = await tierOf(aal1.member.id);
    const free = { tier: 'Student', teamSize: 1, discountCode: 'FREEPASS', expectedTotalCents: 0 };
    expect(await invoke(aal1.supabase, 'initialize-payment', free)).toEqual(refused);
    expect(await tierOf(aal1.member.id)).toBe(tierBefore);
    expect(
      await sql(`select 1 from transactions where user_id = $1`, [aal1.member.id]),
    ).toHaveLength(0);
  });

  it('aal2 and no factor place the order', async () => {
    for (const session of served()) {
      const answer = await invoke(session.supabase, 'initialize-payment', {
        tier: 'Student',
        teamSize: 1,
        discountCode: null,
        expectedTotalCents: 20000,
      });
      expect(answer, session.label).toMatchObject({
        status: 200,
        body: { free_order: false, authorization_url: expect.any(String) },
      });
    }
  });
});

describe('verify-payment', () => {
  it("aal1 with a factor is refused for the member's own payment; aal2 and no factor are answered", async () => {
    const references = new Map<string, string>();
    for (const session of served()) {
      const rows = await sql<{ reference: string }>(
        `select reference from transactions where user_id = $1 and status = 'pending'`,
        [session.member.id],
      );
      references.set(session.label, String(rows[0]?.reference));
    }
    const own = { reference: references.get(aal2.label) };
    expect(await invoke(aal1.supabase, 'verify-payment', own)).toEqual(refused);
    for (const session of served()) {
      const answer = await invoke(session.supabase, 'verify-payment', {
        reference: references.get(session.label),
      });
      expect(answer, session.label).toEqual({
        status: 200,
        body: {
          success: false,
          message: 'Payment was not completed',
          code: 'payment_not_completed',
        },
      });
    }
  });
});

describe('add-team-member', () => {
  it("aal1 with a factor cannot add to the owner's team; aal2 and no factor can", async () => {
    const join = async (session: Session) => {
      const person = await newMember(stack());
      return {
        person,
        answer: await invoke(session.supabase, 'add-team-member', {
          teamId: teams.get(session.member.id),
          email: person.email,
        }),
      };
    };
    const attempt = await join(aal1);
    expect(attempt.answer).toEqual(refused);
    expect(
      await sql(`select 1 from corporate_team_members where user_id = $1`, [attempt.person.id]),
    ).toHaveLength(0);
    for (const session of served()) {
      const { answer } = await join(session);
      expect(answer, session.label).toMatchObject({ status: 200, body: { status: 'added' } });
    }
  });
});

describe('request-tool-beta-access', () => {
  it('aal1 with a factor is refused; aal2 and no factor are recorded', async () => {
    const body = { toolId: 'threat-radar', toolTitle: 'Threat Radar' };
    expect(await invoke(aal1.supabase, 'request-tool-beta-access', body)).toEqual(refused);
    for (const session of served()) {
      expect(
        await invoke(session.supabase, 'request-tool-beta-access', body),
        session.label,
      ).toMatchObject({ status: 200, body: { ok: true, alreadyRequested: false } });
    }
  });
});
