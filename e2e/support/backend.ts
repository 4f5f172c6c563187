import { randomUUID } from 'node:crypto';
import type { AreaFlag } from '@csan/remotes';
import type { Page } from '@playwright/test';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';
import { apiUrl } from './ports';

/**
 * The e2e stack is one in-memory database shared by the whole suite: journeys that change a
 * user's state create their own users here instead of touching the seeded accounts.
 */

// The local stack's default secret (local-stack/src/config.ts LOCAL_JWT_SECRET); its keys are
// long-lived HS256 JWTs signed with it, as the Supabase CLI issues them.
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

function apiKey(role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(1641769200)
    .setExpirationTime(1983812996)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
}

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Node 20 has no global WebSocket and supabase-js builds realtime eagerly; no test opens one. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the e2e helpers');
  }
}

async function client(role: 'anon' | 'service_role'): Promise<SupabaseClient> {
  return createClient(apiUrl, await apiKey(role), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  });
}

/** Bypasses RLS: test set-up and checks only. */
export const serviceClient = () => client('service_role');
/** What a visitor's browser has: the public key, no session. */
export const anonClient = () => client('anon');

export const DEMO_PASSWORD = 'CsanDemo!2026';

export type Tier = 'Student' | 'Professional' | 'Corporate';

export interface MemberOptions {
  email?: string;
  password?: string;
  fullName?: string;
  tier?: Tier | null;
  admin?: boolean;
  flags?: Partial<Record<AreaFlag, boolean>>;
  /** 'YYYY-MM-DD'; null clears it (no banner). Default: what sign-up sets (7 days). */
  mfaDeadline?: string | null;
  /** Enrol and verify a TOTP factor named CSAN. */
  totp?: boolean;
}

export interface Member {
  id: string;
  email: string;
  password: string;
  fullName: string;
  totpSecret?: string;
}

/** supabase-js answers `{ data, error }` unions: the data of the success member, or throw. */
type Answer<T> = { data: T; error: null } | { data: unknown; error: { message: string } };

function must<T>(result: Answer<T>, what: string): T {
  if (result.error !== null) throw new Error(`${what}: ${result.error.message}`);
  return result.data;
}

/** A user of its own for one journey (admin API: no invitation needed, e-mail confirmed). */
export async function createMember(options: MemberOptions = {}): Promise<Member> {
  const service = await serviceClient();
  const email = options.email ?? `e2e-${randomUUID().slice(0, 8)}@csan.test`;
  const password = options.password ?? DEMO_PASSWORD;
  const fullName = options.fullName ?? 'E2E Member';
  const created = must(
    await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: fullName },
    }),
    'create user',
  );
  const id = created.user.id;
  const profile: Record<string, unknown> = { ...options.flags };
  if (options.tier !== undefined) profile.membership_tier = options.tier;
  if (Object.keys(profile).length > 0) {
    must(await service.from('profiles').update(profile).eq('user_id', id), 'update profile');
  }
  if (options.admin) {
    must(await service.from('user_roles').insert({ user_id: id, role: 'admin' }), 'admin role');
  }
  if (options.mfaDeadline !== undefined) {
    must(
      await service
        .from('mfa_enforcement')
        .upsert({ user_id: id, mfa_setup_deadline: options.mfaDeadline }),
      'mfa deadline',
    );
  }
  const member: Member = { id, email, password, fullName };
  if (options.totp) member.totpSecret = await enrollTotp(email, password);
  return member;
}

/** Signs in as the user and enrols + verifies a TOTP factor; returns its secret. */
async function enrollTotp(email: string, password: string): Promise<string> {
  const user = await anonClient();
  must(await user.auth.signInWithPassword({ email, password }), 'sign in');
  const enrolled = must(
    await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'CSAN' }),
    'enrol TOTP',
  );
  if (enrolled?.type !== 'totp') throw new Error('enrol TOTP: no TOTP factor returned');
  const secret = enrolled.totp.secret;
  must(
    await user.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totpCode(secret) }),
    'verify TOTP',
  );
  await user.auth.signOut();
  return secret;
}

/** The current 6-digit code for a base32 secret (SHA1, 30 s: what authenticator apps use). */
const lastTotpStep = new Map<string, number>();

/**
 * The previous step's code is valid only until the current window ends: it is handed out only
 * while at least this long is left, so a request slowed by load does not arrive after it expired
 * (a fresh-clone CI run failed that way: 'Invalid TOTP code entered' while enrolling a factor).
 */
const PREVIOUS_STEP_MARGIN_MS = 10_000;

/**
 * A code of `secret` the stack has not accepted yet: each factor takes a time step once (a used
 * code is refused in every session) and accepts one step of skew either side, so codes are
 * handed out step by step from the previous one on; after three in one 30-second window this
 * waits (blocking) for the next window. Tracked per secret in this worker.
 */
export function totpCode(secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const leftInWindow = (current + 1) * 30_000 - now;
    const oldest = leftInWindow > PREVIOUS_STEP_MARGIN_MS ? current - 1 : current;
    const step = Math.max((lastTotpStep.get(secret) ?? Number.NEGATIVE_INFINITY) + 1, oldest);
    if (step <= current + 1) {
      lastTotpStep.set(secret, step);
      return totp.generate({ timestamp: step * 30_000 + 1 });
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, (current + 1) * 30_000 - now + 50);
  }
}

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentAt: string;
  /** Resend's shape (content base64), e.g. a receipt's PDF. */
  attachments?: { filename: string; content: string; content_type?: string }[];
  /** The outbox drainer tags each of its mails with `kind` (docs/mail.md). */
  tags?: { name: string; value: string }[];
}

/** The outbox kind of a mail (welcome, mfa_enabled, receipt…), undefined for any other mail. */
export function mailKind(mail: CapturedMail): string | undefined {
  return mail.tags?.find((tag) => tag.name === 'kind')?.value;
}

/** What the dev mailbox captured for an address, newest first. */
export async function mailTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${apiUrl}/_dev/mail.json`);
  if (!response.ok) throw new Error(`mailbox: ${response.status}`);
  const all = (await response.json()) as CapturedMail[];
  return all.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/**
 * Waits for the newest mail to an address (mail is sent after the request that caused it). With
 * `kind`: the newest outbox mail of that kind (docs/mail.md). Without: outbox mails are left out,
 * since they arrive on the drainer's own time, so a welcome or security notice arriving late
 * never stands in for the invitation or reset mail a journey waits for.
 */
export async function waitForMail(
  address: string,
  options: number | { kind?: string; timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const { kind, timeoutMs = 10_000 } =
    typeof options === 'number' ? { timeoutMs: options } : options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailTo(address)).find((m) => mailKind(m) === kind);
    if (mail) return mail;
    if (Date.now() > until)
      throw new Error(`no ${kind ?? ''} mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link in a mail's text or HTML. */
export function firstLink(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s"'<>]+/.exec(mail.text || mail.html || '');
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

/**
 * Signs in through the real /login page (and the MFA step when the user has TOTP), then waits
 * until the page has left /login.
 */
export async function signInAsUi(
  page: Page,
  user: { email: string; password: string; totpSecret?: string },
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(user.password);
  await page
    .getByRole('button', { name: /sign in|log in/i })
    .first()
    .click();
  if (user.totpSecret) {
    const code = page.getByLabel(/code/i).first();
    await code.waitFor();
    await code.fill(totpCode(user.totpSecret));
    await page
      .getByRole('button', { name: /verify/i })
      .first()
      .click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
