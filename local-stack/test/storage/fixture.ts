import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

/**
 * A stack on a fresh database with a temp storage folder and two test
 * buckets of our own (independent of the product schema):
 * - `t-reports` (private, 1 KiB limit, text/plain, application/pdf, image/*):
 *   a member reads a file when their `tier` claim >= the file's
 *   `requiredRank` user metadata, owners read/update/delete their own files,
 *   and users upload only into the folder named by their id;
 * - `t-covers` (public).
 */
export interface StorageFixture {
  stack: TestStack;
  storageDir: string;
  service: SupabaseClient;
  anon: SupabaseClient;
  userClient(user: { id: string; tier: number }): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

const SETUP_SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('t-reports', 't-reports', false, 1024, array['text/plain', 'application/pdf', 'image/*']),
  ('t-covers', 't-covers', true, null, null);
create policy "t-reports: tier members read" on storage.objects for select to authenticated
  using (bucket_id = 't-reports'
    and coalesce((auth.jwt() ->> 'tier')::int, 0) >= coalesce((user_metadata ->> 'requiredRank')::int, 999));
create policy "t-reports: owners read" on storage.objects for select to authenticated
  using (bucket_id = 't-reports' and owner_id = (select auth.uid())::text);
create policy "t-reports: upload into own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 't-reports' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "t-reports: owners update" on storage.objects for update to authenticated
  using (bucket_id = 't-reports' and owner_id = (select auth.uid())::text)
  with check (bucket_id = 't-reports' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "t-reports: owners delete" on storage.objects for delete to authenticated
  using (bucket_id = 't-reports' and owner_id = (select auth.uid())::text);
`;

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Node 20 has no global WebSocket and supabase-js builds realtime eagerly; storage never opens a channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the storage tests');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
};

export async function startStorageFixture(): Promise<StorageFixture> {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'csan-storage-'));
  const stack = await startTestStack({ seed: false, config: { storageDir } });
  await stack.ctx.db.exec(SETUP_SQL);
  const secret = new TextEncoder().encode(stack.ctx.config.jwtSecret);
  return {
    stack,
    storageDir,
    service: createClient(stack.url, stack.serviceRoleKey, clientOptions),
    anon: createClient(stack.url, stack.anonKey, clientOptions),
    async userClient(user) {
      // /auth/v1 is built elsewhere: mint the access token GoTrue would issue.
      const token = await new SignJWT({
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal1',
        email: `${user.id}@example.test`,
        session_id: randomUUID(),
        tier: user.tier,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      return createClient(stack.url, stack.anonKey, {
        ...clientOptions,
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
    },
    async stop() {
      await stack.stop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export const text = (content: string, type = 'text/plain') => new Blob([content], { type });
