import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

// A repo root of our own: an `echo` function with verify_jwt = false in
// config.toml, a `guarded` one with the default, and a `_shared` folder.
const ECHO = `export function createHandler(deps) {
  return async (req) => new Response(JSON.stringify({
    method: req.method,
    path: new URL(req.url).pathname,
    search: new URL(req.url).search,
    custom: req.headers.get('x-custom'),
    authorization: req.headers.get('authorization'),
    body: await req.text(),
    supabaseUrl: deps.env.SUPABASE_URL,
    paystack: deps.env.PAYSTACK_BASE_URL,
    paystackKey: deps.env.PAYSTACK_SECRET_KEY,
  }), { headers: { 'content-type': 'application/json' } });
}
`;

let root: string;
let stack: TestStack;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'csan-functions-'));
  for (const name of ['echo', 'guarded', '_shared']) {
    await mkdir(path.join(root, 'edge-functions', name), { recursive: true });
    await writeFile(path.join(root, 'edge-functions', name, 'handler.ts'), ECHO);
  }
  await mkdir(path.join(root, 'supabase'));
  await writeFile(
    path.join(root, 'supabase', 'config.toml'),
    '[functions.echo]\nverify_jwt = false\n',
  );
  stack = await startTestStack({ seed: false, config: { repoRoot: root } });
});
afterAll(async () => {
  await stack.stop();
  await rm(root, { recursive: true, force: true });
});

describe('function discovery and the request a handler receives', () => {
  it('passes method, sub-path, query, headers and body untouched, with the stack env', async () => {
    const res = await fetch(`${stack.url}/functions/v1/echo/sub/path?x=1`, {
      method: 'PUT',
      headers: { 'x-custom': 'kept', 'content-type': 'text/plain' },
      body: 'raw body ✓',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'PUT',
      path: '/echo/sub/path',
      search: '?x=1',
      custom: 'kept',
      authorization: null,
      body: 'raw body ✓',
      supabaseUrl: stack.url,
      paystack: `${stack.url}/_dev/paystack`,
      paystackKey: expect.stringMatching(/^sk_test_local/),
    });
  });

  it('honours verify_jwt per function: off for echo, on (default) for guarded', async () => {
    expect((await fetch(`${stack.url}/functions/v1/guarded`, { method: 'POST' })).status).toBe(401);
    const ok = await fetch(`${stack.url}/functions/v1/guarded`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).authorization).toBe(`Bearer ${stack.anonKey}`);
  });

  it('does not expose _shared or unknown folders as functions', async () => {
    const res = await fetch(`${stack.url}/functions/v1/_shared`, {
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(res.status).toBe(404);
  });
});
