/**
 * `pnpm bench:realtime`: 1,000 realtime-js subscribers (one socket each) on one table, on
 * PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) and, with
 * BENCH_PGLITE=1, on PGlite. For a burst of inserts it prints the delivery latency (insert sent
 * → change received, over every subscriber and row) at p50/p95, and the latency of a REST read
 * measured alone and during the burst (the cost to other API requests). Two cases: every
 * subscriber with the same claims (anon; one RLS check per change) and every subscriber a
 * different user (one RLS check per subscriber and change, as Supabase evaluates them).
 * Not a test: it prints figures.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { RealtimeClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { secretKey } from '../src/jwt.js';
import { startTestStack, type TestStack } from '../src/testing/test-stack.js';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const READERS = 4;

const SETUP_SQL = `
create table public.bench_feed (id int primary key, owner uuid, body text not null);
grant select on public.bench_feed to anon, authenticated;
alter publication supabase_realtime add table public.bench_feed;
create table public.bench_private (id int primary key, owner uuid not null, body text not null);
alter table public.bench_private enable row level security;
grant select on public.bench_private to authenticated;
create policy "own rows" on public.bench_private for select to authenticated using (owner = (select auth.uid()));
alter publication supabase_realtime add table public.bench_private;
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => Number(n.toFixed(1));

async function userToken(secret: string, sub: string) {
  return new SignJWT({ role: 'authenticated', sub, aal: 'aal1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(secretKey(secret));
}

/** REST reads by READERS concurrent clients until `until` resolves: p50/p95 and req/s. */
async function readLoad(stack: TestStack, until: Promise<unknown>) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const latencies: number[] = [];
  const started = performance.now();
  const reader = async () => {
    while (!done) {
      const t = performance.now();
      const res = await fetch(`${stack.url}/rest/v1/bench_feed?select=id&limit=1`, {
        headers: { apikey: stack.anonKey },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    rps: Math.round(latencies.length / seconds),
  };
}

async function scenario(stack: TestStack, table: 'bench_feed' | 'bench_private', owners: string[]) {
  const received = new Map<number, number[]>();
  const clients: RealtimeClient[] = [];
  const joinStarted = performance.now();
  await Promise.all(
    owners.map(async (owner, i) => {
      const client = new RealtimeClient(`${stack.url.replace(/^http/, 'ws')}/realtime/v1`, {
        params: { apikey: stack.anonKey },
        transport: WebSocket as never,
        timeout: 60_000,
      });
      if (table === 'bench_private')
        await client.setAuth(await userToken(stack.ctx.config.jwtSecret, owner));
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`bench-${i}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (p) => {
            const id = Number((p.new as { id: number }).id);
            const at = performance.now();
            received.set(id, [...(received.get(id) ?? []), at]);
          })
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status !== 'CLOSED') reject(new Error(status));
          });
      });
    }),
  );
  const joinSeconds = (performance.now() - joinStarted) / 1000;

  const idle = await readLoad(stack, new Promise((resolve) => setTimeout(resolve, 3000)));
  const sentAt = new Map<number, number>();
  const expected = table === 'bench_feed' ? owners.length : 1;
  const burst = (async () => {
    for (let id = 1; id <= BURST; id++) {
      sentAt.set(id, performance.now());
      await stack.ctx.db.query(
        `insert into public.${table} (id, owner, body) values ($1, $2, 'x')`,
        [id, owners[id % owners.length]],
      );
    }
    const deadline = performance.now() + 120_000;
    while (performance.now() < deadline) {
      let complete = true;
      for (let id = 1; id <= BURST; id++)
        if ((received.get(id)?.length ?? 0) < expected) complete = false;
      if (complete) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const busy = await readLoad(stack, burst);
  const latencies: number[] = [];
  let deliveries = 0;
  for (const [id, times] of received) {
    for (const at of times) latencies.push(at - (sentAt.get(id) ?? at));
    deliveries += times.length;
  }
  latencies.sort((a, b) => a - b);
  for (const client of clients) client.disconnect();
  return {
    case: table === 'bench_feed' ? 'same claims (anon), RLS off' : 'one user each, RLS on',
    subscribers: owners.length,
    'join s': ms(joinSeconds),
    inserts: BURST,
    deliveries: `${deliveries} of ${BURST * expected}`,
    'delivery p50 ms': ms(percentile(latencies, 50)),
    'delivery p95 ms': ms(percentile(latencies, 95)),
    'REST p50/p95 ms idle': `${idle.p50} / ${idle.p95} (${idle.rps} req/s)`,
    'REST p50/p95 ms during burst': `${busy.p50} / ${busy.p95} (${busy.rps} req/s)`,
  };
}

async function bench(label: string, databaseUrl: string | undefined) {
  process.env.REALTIME_MAX_CONCURRENT_USERS = String(SUBSCRIBERS + 100);
  process.env.REALTIME_MAX_JOINS_PER_SECOND = '100000';
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const stack = await startTestStack({ seed: false });
  try {
    await stack.ctx.db.exec(SETUP_SQL);
    const owners = Array.from({ length: SUBSCRIBERS }, () => randomUUID());
    const rows = [
      await scenario(stack, 'bench_feed', owners),
      await scenario(stack, 'bench_private', owners),
    ];
    console.log(`\n${label}`);
    console.table(rows);
  } finally {
    await stack.stop();
  }
}

const postgres =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
await bench('PostgreSQL', postgres);
if (process.env.BENCH_PGLITE === '1') await bench('PGlite', undefined);
process.exit(0);
