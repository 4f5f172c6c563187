import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, startAuthStack, uniqueEmail } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    beforeUserCreatedHook: 'pg-functions://postgres/public/test_before_user_created',
  });
  // Our own hook, written the way Supabase documents it: it records each
  // payload and refuses addresses at blocked.example.
  await stack.ctx.db.exec(`
    create table public.test_hook_calls (payload jsonb not null, called_as text not null);
    create function public.test_before_user_created(event jsonb) returns jsonb
      language plpgsql security definer set search_path = '' as $$
    begin
      insert into public.test_hook_calls values (event, session_user || '/' || current_setting('role'));
      if event->'user'->>'email' like '%@blocked.example' then
        return jsonb_build_object('error',
          jsonb_build_object('http_code', 403, 'message', 'Sign-ups need an invitation'));
      end if;
      return '{}'::jsonb;
    end $$;
    revoke execute on function public.test_before_user_created(jsonb) from public, anon, authenticated;
    grant execute on function public.test_before_user_created(jsonb) to supabase_auth_admin;
  `);
});
afterAll(async () => {
  await stack?.stop();
});

describe('before-user-created hook', () => {
  it('is called as supabase_auth_admin with GoTrue payload and lets {} through', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await client(stack).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Efua' } },
    });
    expect(error).toBeNull();
    const { rows } = await stack.ctx.db.query<{
      payload: Record<string, never>;
      called_as: string;
    }>(
      `select payload, called_as from public.test_hook_calls where payload->'user'->>'email' = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.called_as.endsWith('/supabase_auth_admin')).toBe(true);
    const payload = rows[0]?.payload as unknown as {
      metadata: Record<string, unknown>;
      user: Record<string, unknown>;
    };
    expect(payload.metadata).toMatchObject({
      name: 'before-user-created',
      uuid: expect.any(String),
      time: expect.any(String),
      ip_address: expect.any(String),
    });
    expect(payload.user).toMatchObject({
      id: data.user?.id,
      email,
      user_metadata: { full_name: 'Efua' },
      raw_user_meta_data: { full_name: 'Efua' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
  });

  it('refuses with the status and message the hook returns, creating nothing', async () => {
    const email = `someone-${Date.now()}@blocked.example`;
    const { data, error } = await client(stack).auth.signUp({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('Sign-ups need an invitation');
    const { rows } = await stack.ctx.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });
});

describe('/admin/users', () => {
  it('lists, creates, reads, updates and deletes users with the service-role key', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Yaw' },
      app_metadata: { tier: 'Corporate' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(created.data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      tier: 'Corporate',
    });
    // The new user can sign in straight away.
    expect(
      (await client(stack).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');

    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect((page.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const updated = await admin.updateUserById(id, { user_metadata: { lang: 'sw' } });
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'Yaw', lang: 'sw' });
    expect((await admin.getUserById(id)).data.user?.user_metadata).toEqual({
      full_name: 'Yaw',
      lang: 'sw',
    });

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('does not run the hook on admin creation, as GoTrue does not', async () => {
    const admin = client(stack, stack.serviceRoleKey).auth.admin;
    const { data, error } = await admin.createUser({ email: `x-${Date.now()}@blocked.example` });
    expect(error).toBeNull();
    expect(data.user?.email).toMatch(/@blocked\.example$/);
  });

  it('refuses the anon key and a signed-in user', async () => {
    const anon = await client(stack).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');

    const user = client(stack);
    const { data } = await user.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${data.session?.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});
