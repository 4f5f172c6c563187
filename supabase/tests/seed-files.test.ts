import { startTestStack, type TestStack } from '@csan/local-stack/testing/test-stack.ts';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;
/** Node 20 has no global WebSocket; these tests never open a realtime channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

const PASSWORD = 'CsanDemo!2026';
let stack: TestStack;

function client(): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  });
}

async function signedIn(email: string) {
  const supabase = client();
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return supabase;
}

async function pathFor(tier: string): Promise<string> {
  const { rows } = await stack.ctx.db.query<{ path: string }>(
    `select file_storage_path as path from public.resource_items
     where access_tier = $1 and file_storage_path is not null order by file_storage_path limit 1`,
    [tier],
  );
  const path = rows[0]?.path;
  if (!path) throw new Error(`no seeded ${tier} resource with a file`);
  return path;
}

beforeAll(async () => {
  stack = await startTestStack({ seed: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe('seeded resource files, served by the local /storage/v1', () => {
  it('gives every seeded resource a real PDF in the resources bucket', async () => {
    const { rows } = await stack.ctx.db.query<{ missing: number; total: number }>(
      `select count(*) filter (where o.id is null)::int as missing, count(*)::int as total
       from public.resource_items r
       left join storage.objects o on o.bucket_id = 'resources' and o.name = r.file_storage_path
       where r.file_storage_path is not null`,
    );
    expect(rows[0]?.total).toBeGreaterThanOrEqual(30);
    expect(rows[0]?.missing).toBe(0);
  });

  it('lets a Professional member download a Professional file, and it is a PDF', async () => {
    const supabase = await signedIn('professional@csan.test');
    const { data, error } = await supabase.storage
      .from('resources')
      .download(await pathFor('Professional'));
    expect(error).toBeNull();
    const text = Buffer.from(await (data as Blob).arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    // The xref offset written in the trailer points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('refuses the same file to a Student member and to a visitor (RLS on storage.objects)', async () => {
    const path = await pathFor('Professional');
    const student = await signedIn('student@csan.test');
    expect((await student.storage.from('resources').download(path)).error).not.toBeNull();
    expect((await client().storage.from('resources').download(path)).error).not.toBeNull();
  });

  it('serves Public files to visitors', async () => {
    const { data, error } = await client()
      .storage.from('resources')
      .download(await pathFor('Public'));
    expect(error).toBeNull();
    expect((data as Blob).size).toBeGreaterThan(100);
  });
});
