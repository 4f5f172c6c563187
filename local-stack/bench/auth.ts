/**
 * Password sign-in benchmark for /auth/v1 (`tsx local-stack/bench/auth.ts`): 16 concurrent
 * clients POST /token?grant_type=password for a fixed duration against a fresh test stack
 * (PGlite in memory, or a fresh database on TEST_DATABASE_URL), then print requests/s and
 * p50/p95 latency. Rate limits are lifted for the run; bcrypt uses the production cost (10)
 * unless --cost=N is given. Options: --seconds=N (default 10), --clients=N (default 16).
 * Not a timed test: it only reports.
 */
import { performance } from 'node:perf_hooks';
import { startTestStack } from '../src/testing/test-stack.js';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? ''];
  }),
);
const seconds = Number(args.get('seconds') ?? 10);
const clients = Number(args.get('clients') ?? 16);
const cost = Number(args.get('cost') ?? 10);
const UNLIMITED = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const stack = await startTestStack({
  seed: false,
  config: {
    auth: {
      bcryptCost: cost,
      beforeUserCreatedHook: null,
      rateLimits: { token: UNLIMITED, signup: UNLIMITED },
    },
  },
});
try {
  const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
  const credentials = JSON.stringify({ email: 'bench@example.org', password: 'bench-password-1' });
  const signup = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: credentials,
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const database = stack.ctx.db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    [
      `password sign-in on ${database}, ${clients} clients, ${seconds} s, bcrypt cost ${cost}`,
      `  requests/s ${(latencies.length / elapsed).toFixed(1)}  (ok ${latencies.length}, failed ${failures})`,
      `  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms`,
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
