/**
 * Password sign-in benchmark for /auth/v1 (`tsx local-stack/bench/auth.ts`, the second half of
 * `pnpm bench:api`), against a fresh test stack on PGlite in memory, then on a fresh database of
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL) when one is set.
 *   1. Other requests alone: --others clients (default 4), each a signed-in member alternating
 *      GET /auth/v1/user and an RLS-checked GET /rest/v1/membership_pricing, for --seconds.
 *   2. A sign-in burst: --clients clients (default 16) POST /token?grant_type=password while the
 *      same other clients go on; prints sign-ins/s, their p50/p95, and the other requests'
 *      p50/p95 during the burst beside their figures alone (issue 31 item 4: ≥ 100 sign-ins/s
 *      on the 2-core machine without slowing the others).
 * Every client has its own loopback address (the per-address in-flight limit would otherwise
 * make them one client). Rate limits are lifted for the run; bcrypt uses the production cost
 * (10, GoTrue's) unless --cost=N. The machine's load average is printed before and after:
 * figures from a loaded machine are not the stack's. AUTH_BCRYPT_ENGINE=bcryptjs measures the
 * old pure-JS engine for comparison. Not a timed test: it only reports.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { bcryptEngine } from '../src/auth/bcrypt-engine.js';
import { startTestStack } from '../src/testing/test-stack.js';
import { type LoopbackClient, loopbackClient } from './loopback-client.js';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? ''];
  }),
);
const seconds = Number(args.get('seconds') || 10);
const signInClients = Number(args.get('clients') || 16);
const otherClients = Number(args.get('others') || 4);
const cost = Number(args.get('cost') || 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const UNLIMITED = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };
const PASSWORD = 'bench-password-1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  (${sorted.length} requests)`;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function bench(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const stack = await startTestStack({
    seed: false,
    config: {
      auth: {
        bcryptCost: cost,
        beforeUserCreatedHook: null,
        passwordVerificationAttemptHook: null,
        rateLimits: { token: UNLIMITED, signup: UNLIMITED },
      },
    },
  });
  const clients: LoopbackClient[] = [];
  const client = () => {
    const made = loopbackClient(clients.length);
    clients.push(made);
    return made;
  };
  try {
    const json = { apikey: stack.anonKey, 'content-type': 'application/json' };
    const signInBody = (n: number) =>
      JSON.stringify({ email: `bench${n}@example.org`, password: PASSWORD });
    // One account per sign-in client, as a real burst is many people (signed up in parallel).
    const setup = client();
    await Promise.all(
      Array.from({ length: Math.max(signInClients, otherClients) }, async (_, n) => {
        const res = await setup.send(`${stack.url}/auth/v1/signup`, {
          method: 'POST',
          headers: json,
          body: signInBody(n),
        });
        if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.body}`);
      }),
    );

    // The other clients: signed-in members reading their account and the prices.
    const others = await Promise.all(
      Array.from({ length: otherClients }, async (_, n) => {
        const http = client();
        const res = await http.send(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: json,
          body: signInBody(n),
        });
        const { access_token } = JSON.parse(res.body) as { access_token: string };
        return {
          http,
          headers: { apikey: stack.anonKey, authorization: `Bearer ${access_token}` },
        };
      }),
    );
    const otherPaths = [
      '/auth/v1/user',
      '/rest/v1/membership_pricing?select=tier,base_price_cents',
    ];

    let phase: 'alone' | 'burst' | 'done' = 'alone';
    const otherLatencies = { alone: [] as number[], burst: [] as number[] };
    let otherFailures = 0;
    const otherLoops = others.map(async ({ http, headers }, n) => {
      let i = n;
      while (phase !== 'done') {
        const started = performance.now();
        const current = phase;
        const res = await http.send(`${stack.url}${otherPaths[i++ % otherPaths.length]}`, {
          headers,
        });
        if (res.status !== 200) otherFailures += 1;
        else if (phase === current) otherLatencies[current].push(performance.now() - started);
      }
    });

    const loadBefore = load();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));

    phase = 'burst';
    const signInLatencies: number[] = [];
    let signInFailures = 0;
    const deadline = performance.now() + seconds * 1000;
    const signInLoops = Array.from({ length: signInClients }, async (_, n) => {
      const http = client();
      while (performance.now() < deadline) {
        const started = performance.now();
        const res = await http.send(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: json,
          body: signInBody(n),
        });
        if (res.status === 200) signInLatencies.push(performance.now() - started);
        else signInFailures += 1;
      }
    });
    const began = performance.now();
    await Promise.all(signInLoops);
    const elapsed = (performance.now() - began) / 1000;
    phase = 'done';
    await Promise.all(otherLoops);

    const database = stack.ctx.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(
      [
        `\npassword sign-in on ${database}: bcrypt cost ${cost} by ${bcryptEngine.name}, ${availableParallelism()} cores`,
        `  load average before ${loadBefore}; after ${load()}`,
        `  other requests alone (${otherClients} clients):  ${summary(otherLatencies.alone)}`,
        `  sign-in burst (${signInClients} clients, ${seconds} s, one address each):`,
        `    sign-ins/s ${(signInLatencies.length / elapsed).toFixed(1)}  (ok ${signInLatencies.length}, failed ${signInFailures})  ${summary(signInLatencies)}`,
        `    other requests during the burst:  ${summary(otherLatencies.burst)}`,
        `  other requests failed: ${otherFailures}`,
      ].join('\n'),
    );
  } finally {
    for (const made of clients) made.close();
    await stack.stop();
  }
}

await bench(undefined);
if (postgresUrl) await bench(postgresUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
