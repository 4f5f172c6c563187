/**
 * `pnpm bench:api`: requests/s and p50/p95 latency of /rest/v1 with 16
 * concurrent clients, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL; skipped when neither is set). Each client has its own loopback address
 * (the stack's per-address in-flight limit of 8 would otherwise measure them as one client).
 * Not a test: it prints figures.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { secretKey } from '../src/jwt.js';
import { startTestStack, type TestStack } from '../src/testing/test-stack.js';
import { loopbackClient } from './loopback-client.js';

const CLIENTS = 16;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const ROWS = 10_000;
const OWNERS = 100;

const SETUP_SQL = `
create table public.bench_items (
  id int primary key, owner uuid not null, title text not null, body text, created_at timestamptz not null);
create index on public.bench_items (owner);
alter table public.bench_items enable row level security;
create policy "own items" on public.bench_items for select to authenticated
  using (owner = (select auth.uid()));
create table public.bench_owners (n int primary key, id uuid not null);
create function public.bench_count_mine() returns bigint language sql stable
  as $$ select count(*) from public.bench_items $$;
`;

interface Scenario {
  name: string;
  request: (i: number) => { path: string; headers: Record<string, string> };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(stack: TestStack, scenario: Scenario) {
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  let failures = 0;
  let counter = 0;
  const client = async (n: number) => {
    const http = loopbackClient(n);
    while (performance.now() < deadline) {
      const { path, headers } = scenario.request(counter++);
      const started = performance.now();
      const res = await http.send(`${stack.url}/rest/v1${path}`, { headers });
      latencies.push(performance.now() - started);
      if (res.status < 200 || res.status > 299) failures++;
    }
    http.close();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(2)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(2)),
    requests: latencies.length,
    failures,
  };
}

async function bench(label: string, databaseUrl: string | undefined) {
  const previous = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const stack = await startTestStack({ seed: false });
  if (previous === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = previous;
  try {
    const owners = Array.from({ length: OWNERS }, () => randomUUID());
    await stack.ctx.db.exec(SETUP_SQL);
    await stack.ctx.db.query(
      `insert into public.bench_owners select n, (($1::text[])[n])::uuid from generate_series(1, ${OWNERS}) n`,
      [`{${owners.join(',')}}`],
    );
    await stack.ctx.db.exec(`
      insert into public.bench_items
      select i, o.id, 'Item ' || i || case when i % 7 = 0 then ' security' else '' end, repeat('x', 200),
        timestamptz '2026-01-01' + (i || ' minutes')::interval
      from generate_series(1, ${ROWS}) i join public.bench_owners o on o.n = (i % ${OWNERS}) + 1;
      analyze public.bench_items;`);
    const now = Math.floor(Date.now() / 1000);
    const tokens = await Promise.all(
      owners.map((sub) =>
        new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(secretKey(stack.ctx.config.jwtSecret)),
      ),
    );
    const auth = (i: number) => ({
      apikey: stack.anonKey,
      Authorization: `Bearer ${tokens[i % OWNERS]}`,
    });
    const scenarios: Scenario[] = [
      {
        name: 'RLS single-row select (.single())',
        // Row i belongs to owners[i % OWNERS]: ask owner k for one of its own rows.
        request: (i) => ({
          path: `/bench_items?select=id,title,created_at&id=eq.${(i % OWNERS) + OWNERS * (1 + (i % 50))}`,
          headers: { ...auth(i), Accept: 'application/vnd.pgrst.object+json' },
        }),
      },
      {
        name: 'paged search, exact count (20/page)',
        request: (i) => ({
          path: `/bench_items?select=id,title&title=ilike.*security*&order=created_at.desc&offset=${(i % 3) * 5}&limit=20`,
          headers: { ...auth(i), Prefer: 'count=exact' },
        }),
      },
      {
        name: 'RPC (stable function, RLS inside)',
        request: (i) => ({ path: '/rpc/bench_count_mine', headers: auth(i) }),
      },
    ];
    console.log(
      `\n${label}: ${CLIENTS} concurrent clients (one address each), ${DURATION_MS / 1000} s per scenario, ${ROWS} rows; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    const results = [];
    for (const scenario of scenarios) {
      await run(stack, { ...scenario, name: 'warm-up' });
      results.push(await run(stack, scenario));
    }
    console.table(results);
  } finally {
    await stack.stop();
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
await bench('PGlite (in memory)', undefined);
if (postgresUrl) await bench('PostgreSQL', postgresUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
