import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadSchemaCache } from '../../src/schema-cache/cache.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

/**
 * One slow statement must not freeze the API: anon's statement_timeout (3 s, as on
 * Supabase) ends it with PostgREST's 57014 answer, and the stack keeps answering meanwhile
 * (PGlite runs on a thread of its own; PostgreSQL enforces the timeout itself).
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await addSlowTarget();
});
afterAll(async () => {
  await stack?.stop();
});

/**
 * A statement anon may run that takes longer than its 3 s: a test-only function counting
 * through a long series. (The report's backtracking regex, `imatch` with back-references, is
 * refused with 400 before the database now: test/stack/request-limits.test.ts.)
 */
async function addSlowTarget() {
  await stack.ctx.db.exec(`
    create function public.slow_statement_probe() returns bigint language sql stable
      as 'select count(*) from generate_series(1, 2000000000)';
    grant execute on function public.slow_statement_probe() to anon;
  `);
  await reloadSchemaCache(stack.ctx.db);
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

describe('a slow statement', () => {
  it('ends with 57014 after the role timeout while health answers at once', async () => {
    const anon = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    // Warm connections and the schema cache, then start the slow request.
    await timed(`${stack.url}/_dev/health`);
    await timed(`${stack.url}/rest/v1/resource_items?select=item_id&limit=1`, { headers: anon });
    const slow = timed(`${stack.url}/rest/v1/rpc/slow_statement_probe`, { headers: anon });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const probes = [];
    for (let i = 0; i < 3; i++) probes.push(await timed(`${stack.url}/_dev/health`));
    const health = probes.sort((a, b) => a.ms - b.ms)[1] ?? probes[0];
    const authHealth = await timed(`${stack.url}/auth/v1/health`);
    if (!health) throw new Error('no probe');
    const answer = await slow;
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    expect(health.ms).toBeLessThan(100);
    expect(authHealth.ms).toBeLessThan(100);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
    expect(answer.ms).toBeGreaterThan(2_900);
    expect(answer.ms).toBeLessThan(6_000);
    // The database keeps serving afterwards.
    const after = await timed(`${stack.url}/rest/v1/resource_items?select=item_id&limit=1`, {
      headers: anon,
    });
    expect(after.status).toBe(200);
  }, 30_000);
});
