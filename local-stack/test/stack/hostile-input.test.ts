import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

/**
 * Hostile input never answers 5xx: NUL characters, JSON nested thousands deep, a `select`
 * nested 2,000 deep, user metadata nested 20,000 deep each get a 4xx with a clear error and
 * nothing is logged as a crash. Then a property-based fuzz (fast-check) throws generated
 * input at every REST relation and function, the auth routes, the storage routes and the
 * edge functions the portal uses, and fails on any 5xx or leaked SQL / stack text.
 * FUZZ_RUNS changes the number of cases per service (default 150).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

let stack: TestStack;
let memberToken: string;
const crashes: unknown[][] = [];

beforeAll(async () => {
  stack = await startTestStack();
  const signIn = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@csan.test', password: 'CsanDemo!2026' }),
  });
  memberToken = ((await signIn.json()) as { access_token: string }).access_token;
  // A crash is logged with console.error (auth's "unexpected error", a function's 500).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    crashes.push(args);
  });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.stop();
});

function headers(token = stack.anonKey, extra: Record<string, string> = {}) {
  return {
    apikey: stack.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...extra,
  };
}

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.url}${path}`, init);
  return { status: response.status, text: await response.text() };
}

const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('hostile input answers 4xx with a clear error', () => {
  const cases: [string, () => Promise<{ status: number; text: string }>, RegExp][] = [
    [
      'NUL in the e-mail of /auth/v1/signup',
      () =>
        send('/auth/v1/signup', {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ email: 'a\u0000b@csan.test', password: 'Str0ng!Passw0rd' }),
        }),
      /NUL/,
    ],
    [
      'NUL in the e-mail of /auth/v1/recover',
      () =>
        send('/auth/v1/recover', {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ email: 'student\u0000@csan.test' }),
        }),
      /NUL/,
    ],
    [
      'NUL in the e-mail of a password sign-in',
      () =>
        send('/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ email: 'student\u0000@csan.test', password: 'x' }),
        }),
      /NUL/,
    ],
    [
      'NUL in initialize-payment discountCode',
      () =>
        send('/functions/v1/initialize-payment', {
          method: 'POST',
          headers: headers(memberToken),
          body: JSON.stringify({ tier: 'Professional', discountCode: 'WELCOME\u000010' }),
        }),
      /NUL/,
    ],
    [
      'NUL in validate-discount-code code',
      () =>
        send('/functions/v1/validate-discount-code', {
          method: 'POST',
          headers: headers(memberToken),
          body: JSON.stringify({ code: 'WEL\u0000', tier: 'Student', amountCents: 1000 }),
        }),
      /NUL/,
    ],
    [
      'NUL in verify-payment reference',
      () =>
        send('/functions/v1/verify-payment', {
          method: 'POST',
          headers: headers(memberToken),
          body: JSON.stringify({ reference: 'csan\u0000ref' }),
        }),
      /NUL/,
    ],
    [
      'a REST body nested 10,000 deep',
      () =>
        send('/rest/v1/content_leads', {
          method: 'POST',
          headers: headers(),
          body: `{"lead_email":"a@b.c","lead_name":${nestedArray(10_000)}}`,
        }),
      /nested more than 100 levels/,
    ],
    [
      'RPC arguments nested 10,000 deep',
      () =>
        send('/rest/v1/rpc/get_invitation', {
          method: 'POST',
          headers: headers(),
          body: `{"invitation_token":${nestedObject(10_000)}}`,
        }),
      /nested more than 100 levels/,
    ],
    [
      'a select nested 2,000 deep',
      () =>
        send(`/rest/v1/resource_items?select=${'a('.repeat(2_000)}b${')'.repeat(2_000)}`, {
          headers: headers(),
        }),
      /nested more than 100 levels/,
    ],
    [
      'a logic filter nested 2,000 deep',
      () =>
        send(
          `/rest/v1/resource_items?select=item_id&or=(${'and('.repeat(2_000)}title.eq.a${')'.repeat(2_000)})`,
          { headers: headers() },
        ),
      /nested more than 100 levels/,
    ],
    [
      'user metadata nested 20,000 deep at sign-up',
      () =>
        send('/auth/v1/signup', {
          method: 'POST',
          headers: headers(),
          body: `{"email":"deep@csan.test","password":"Str0ng!Passw0rd","data":${nestedObject(20_000)}}`,
        }),
      /nested more than 100 levels/,
    ],
    [
      'user metadata nested 20,000 deep in an update',
      () =>
        send('/auth/v1/user', {
          method: 'PUT',
          headers: headers(memberToken),
          body: `{"data":${nestedObject(20_000)}}`,
        }),
      /nested more than 100 levels/,
    ],
  ];

  it('an empty JSON array POSTed to a table inserts nothing (the fuzz found a 42601 here)', async () => {
    const { status, text } = await send('/rest/v1/waitlist', {
      method: 'POST',
      headers: headers(memberToken, { prefer: 'return=representation' }),
      body: '[]',
    });
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toEqual([]);
  });

  it.each(cases)('%s', async (_name, request, message) => {
    const before = crashes.length;
    const { status, text } = await request();
    expect(status, text).toBeGreaterThanOrEqual(400);
    expect(status, text).toBeLessThan(500);
    expect(text).toMatch(message);
    expect(crashes.slice(before)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the fuzz suite

/** Text that must never reach a client: SQL the server built, a stack trace, file paths. */
const LEAK =
  /(\bselect\b[\s\S]{1,200}\bfrom\b|\binsert into\b|syntax error at or near|\n\s+at \S|node_modules|\.ts:\d+|\.mjs:\d+|RangeError|TypeError|ReferenceError)/i;

/** Hostile text: NUL and control characters, quotes, SQL, PostgREST syntax, long and odd. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    "'; drop table profiles; --",
    '") or 1=1 --',
    '$$',
    '\\',
    '%00',
    '%',
    '..%2f..%2fetc%2fpasswd',
    '../../etc/passwd',
    'eq.',
    'in.(',
    'not.is.',
    '((((',
    '))))',
    '{"a":',
    '\ud800',
    '1e309',
    '-0',
    'NaN',
    '9'.repeat(40),
    'x'.repeat(5_000),
    '<script>alert(1)</script>',
    'imatch.[',
    'like.*%*',
    'cs.{',
    '\r\nX-Injected: 1',
  ),
);

/** JSON values, sometimes nested far beyond any limit. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(hostileText, fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null)))
    .map((value) => JSON.stringify(value)),
  fc.integer({ min: 50, max: 5_000 }).map(nestedArray),
  fc.integer({ min: 50, max: 5_000 }).map(nestedObject),
  hostileText,
);

interface Probe {
  method: string;
  path: string;
  body?: string;
  member: boolean;
}

async function fire(probe: Probe): Promise<void> {
  const init: RequestInit = {
    method: probe.method,
    headers: headers(probe.member ? memberToken : stack.anonKey),
    redirect: 'manual',
  };
  if (probe.body !== undefined && probe.method !== 'GET' && probe.method !== 'HEAD') {
    init.body = probe.body;
  }
  const before = crashes.length;
  let answer: { status: number; text: string };
  try {
    answer = await send(probe.path, init);
  } catch (error) {
    throw new Error(`${probe.method} ${probe.path}: no answer (${(error as Error).message})`);
  }
  const where = `${probe.method} ${probe.path.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`5xx: ${where}`);
  if (LEAK.test(answer.text)) throw new Error(`leaked server text: ${where}`);
  if (crashes.length > before) throw new Error(`crash logged: ${where}`);
}

/** Percent-encodes every byte of the UTF-8 text (a lone surrogate becomes U+FFFD). */
const enc = (text: string) =>
  Array.from(
    new TextEncoder().encode(text),
    (byte) => `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

describe('fuzz: generated hostile input never answers 5xx or leaks server text', () => {
  let relations: string[] = [];
  let functions: string[] = [];
  let buckets: string[] = [];
  beforeAll(async () => {
    const tables = await stack.ctx.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    const routines = await stack.ctx.db.query<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'`,
    );
    const rows = await stack.ctx.db.query<{ id: string }>('select id from storage.buckets');
    relations = tables.rows.map((r) => r.name);
    functions = routines.rows.map((r) => r.name);
    buckets = rows.rows.map((r) => r.id);
    expect(relations.length).toBeGreaterThan(10);
    expect(functions.length).toBeGreaterThan(10);
  });

  const run = (probes: () => fc.Arbitrary<Probe>) =>
    fc.assert(fc.asyncProperty(probes(), fire), { numRuns: RUNS, endOnFailure: true });

  it('REST: every relation and function', async () => {
    await run(() =>
      fc.oneof(
        fc.record({
          method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'),
          path: fc
            .tuple(
              fc.constantFrom(...relations),
              fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'title', 'id'),
              hostileText,
              hostileText,
            )
            .map(([name, key, value, column]) =>
              key === column
                ? `/rest/v1/${name}?${enc(column)}=${enc(value)}`
                : `/rest/v1/${name}?${key}=${enc(value)}&${enc(column)}=eq.${enc(value)}`,
            ),
          body: hostileJson,
          member: fc.boolean(),
        }),
        fc.record({
          method: fc.constantFrom('GET', 'POST'),
          path: fc
            .tuple(fc.constantFrom(...functions), hostileText)
            .map(([name, value]) => `/rest/v1/rpc/${name}?arg=${enc(value)}`),
          body: hostileJson,
          member: fc.boolean(),
        }),
      ),
    );
  }, 120_000);

  it('auth: sign-up, sign-in, refresh, recovery, user, MFA, verify, OTP, PKCE', async () => {
    const routes: [string, string][] = [
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['POST', '/auth/v1/token?grant_type=refresh_token'],
      ['POST', '/auth/v1/recover'],
      ['GET', '/auth/v1/user'],
      ['PUT', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
      ['POST', '/auth/v1/factors'],
      ['POST', '/auth/v1/verify'],
      ['GET', '/auth/v1/verify'],
      ['POST', '/auth/v1/otp'],
      ['POST', '/auth/v1/resend'],
      ['GET', '/auth/v1/reauthenticate'],
      ['POST', '/auth/v1/token?grant_type=pkce'],
    ];
    const fields = [
      'email',
      'password',
      'refresh_token',
      'data',
      'token',
      'token_hash',
      'type',
      'factor_type',
      'nonce',
      'auth_code',
      'code_verifier',
      'code_challenge',
    ];
    await run(() =>
      fc
        .record({
          method: fc.constant('POST'),
          path: fc.constant(''),
          body: fc.oneof(
            hostileJson,
            fc
              .dictionary(fc.constantFrom(...fields), hostileText, { minKeys: 1 })
              .map((value) => JSON.stringify(value)),
            fc
              .tuple(hostileText, hostileJson)
              .map(([email, data]) => `{"email":${JSON.stringify(email)},"data":${data}}`),
          ),
          member: fc.boolean(),
          route: fc.constantFrom(...routes),
          query: hostileText,
        })
        .map(({ body, member, route, query }) => ({
          method: route[0],
          path: `${route[1]}${route[1].includes('?') ? '&' : '?'}token=${enc(query)}&redirect_to=${enc(query)}`,
          body,
          member,
        })),
    );
  }, 120_000);

  it('storage: objects, signing, listing, buckets', async () => {
    await run(() =>
      fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
        path: fc
          .tuple(
            fc.constantFrom(
              'object/public/%b/%p',
              'object/authenticated/%b/%p',
              'object/info/public/%b/%p',
              'object/sign/%b/%p',
              'object/upload/sign/%b/%p',
              'object/list/%b',
              'object/%b/%p',
              'bucket/%b',
            ),
            fc.oneof(fc.constantFrom(...buckets), hostileText),
            hostileText,
          )
          .map(
            ([template, bucket, objectPath]) =>
              `/storage/v1/${template.replace('%b', enc(bucket)).replace('%p', enc(objectPath))}`,
          ),
        body: hostileJson,
        member: fc.boolean(),
      }),
    );
  }, 120_000);

  it('edge functions: every function the portal calls', async () => {
    const names = [
      'validate-discount-code',
      'quote-order',
      'initialize-payment',
      'verify-payment',
      'submit-payment-otp',
      'send-lead-notification',
      'send-rd-inquiry-notification',
      'send-waitlist-invitation',
      'request-tool-beta-access',
      'add-team-member',
      'remove-mfa-factors',
      'paystack-webhook',
    ];
    const fields = [
      'code',
      'tier',
      'amountCents',
      'discountCode',
      'teamSize',
      'expectedTotalCents',
      'reference',
      'email',
      'otp',
      'mobileMoney',
    ];
    await run(() =>
      fc.record({
        method: fc.constantFrom('POST', 'POST', 'GET'),
        path: fc.constantFrom(...names).map((name) => `/functions/v1/${name}`),
        body: fc.oneof(
          hostileJson,
          fc
            .dictionary(
              fc.constantFrom(...fields),
              fc.oneof(hostileText, fc.integer(), fc.double(), fc.constant(null)),
              { minKeys: 1 },
            )
            .map((value) => JSON.stringify(value)),
        ),
        member: fc.boolean(),
      }),
    );
  }, 120_000);
});
