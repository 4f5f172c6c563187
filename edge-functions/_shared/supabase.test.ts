import { describe, expect, it } from 'vitest';
import { createServiceClient, createUserClient } from './supabase.ts';

const config = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};

function recordingFetch() {
  const seen: Headers[] = [];
  const fetchFn: typeof fetch = async (_input, init) => {
    seen.push(new Headers(init?.headers));
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { seen, fetchFn };
}

describe('client factories', () => {
  it("forwards the caller's Authorization so RLS sees the caller", async () => {
    const rec = recordingFetch();
    const req = new Request('http://fn.test', { headers: { Authorization: 'Bearer user-jwt' } });
    await createUserClient(config, req, rec.fetchFn).from('t').select();
    expect(rec.seen[0]?.get('authorization')).toBe('Bearer user-jwt');
    expect(rec.seen[0]?.get('apikey')).toBe('anon-key');
  });

  it('the service client sends the service-role key', async () => {
    const rec = recordingFetch();
    await createServiceClient(config, rec.fetchFn).from('t').select();
    expect(rec.seen[0]?.get('authorization')).toBe('Bearer service-key');
  });
});
