import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { secretKey } from '../../src/jwt.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

/**
 * The suite's own schema (prefixed rt_ so it never meets the product's tables),
 * with RLS that makes anon, a signed-in user and the service role see different rows.
 */
export const SCHEMA_SQL = `
create table public.rt_authors (id int primary key, name text not null, bio text);
create table public.rt_posts (
  id serial primary key,
  author_id int references public.rt_authors (id),
  editor_id int references public.rt_authors (id),
  title text not null,
  body text,
  tags text[] not null default '{}',
  meta jsonb not null default '{}',
  score numeric(10, 2),
  views bigint not null default 0,
  published boolean not null default false,
  created_at timestamptz not null default '2026-01-01T00:00:00Z',
  owner uuid,
  during int4range,
  search tsvector generated always as (to_tsvector('english', title || ' ' || coalesce(body, ''))) stored
);
create table public.rt_comments (
  id serial primary key,
  post_id int not null references public.rt_posts (id) on delete cascade,
  body text not null,
  rating int check (rating between 1 and 5)
);
create table public.rt_profiles (
  id uuid primary key, author_id int unique references public.rt_authors (id), display text);
create table public.rt_notes (
  id serial primary key, owner uuid not null default auth.uid(), body text not null,
  kind text not null default 'plain');
create table public.rt_leads (id serial primary key, email text not null unique, source text);
create table public.rt_visits (id serial primary key, who text not null);
create view public.rt_public_posts as
  select id, author_id, title, created_at from public.rt_posts where published;

alter table public.rt_authors enable row level security;
alter table public.rt_posts enable row level security;
alter table public.rt_comments enable row level security;
alter table public.rt_profiles enable row level security;
alter table public.rt_notes enable row level security;
alter table public.rt_leads enable row level security;
alter table public.rt_visits enable row level security;

create policy "authors readable" on public.rt_authors for select using (true);
create policy "profiles readable" on public.rt_profiles for select using (true);
create policy "published or own posts" on public.rt_posts for select
  using (published or owner = (select auth.uid()));
create policy "write own posts" on public.rt_posts for insert to authenticated
  with check (owner = (select auth.uid()));
create policy "update own posts" on public.rt_posts for update to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy "delete own posts" on public.rt_posts for delete to authenticated
  using (owner = (select auth.uid()));
create policy "comments readable" on public.rt_comments for select using (true);
create policy "comments by members" on public.rt_comments for insert to authenticated with check (true);
create policy "own notes" on public.rt_notes for all to authenticated
  using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
create policy "anyone may leave a lead" on public.rt_leads for insert to anon, authenticated with check (true);
create policy "visits" on public.rt_visits for all using (true) with check (true);

create function public.rt_add(a int, b int) returns int language sql immutable as 'select a + b';
create function public.rt_greet(name text) returns text language sql stable as $$ select 'hello ' || name $$;
create function public.rt_greet(name text, title text) returns text language sql stable
  as $$ select 'hello ' || title || ' ' || name $$;
create function public.rt_posts_by_tag(tag text) returns setof public.rt_posts language sql stable
  as $$ select * from public.rt_posts where tag = any(tags) $$;
create function public.rt_echo(json) returns json language sql immutable as 'select $1';
create function public.rt_log_visit(who text) returns void language sql volatile
  as $$ insert into public.rt_visits (who) values (who) $$;
create function public.rt_fail(msg text) returns void language plpgsql as $$
begin raise exception '%', msg using detail = 'failed on purpose', hint = 'do not call'; end $$;
create function public.rt_whoami() returns json language sql stable as $$
  select json_build_object('role', current_user, 'uid', auth.uid(), 'aal', auth.jwt() ->> 'aal',
    'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
    'agent', current_setting('request.headers', true)::json ->> 'x-test-agent') $$;
create function public.rt_stats() returns table (author_id int, posts bigint) language sql stable
  as $$ select author_id, count(*) from public.rt_posts group by author_id $$;
create function public.rt_numbers(n int) returns setof int language sql immutable
  as 'select generate_series(1, n)';
create function public.rt_first_post() returns public.rt_posts language sql stable
  as $$ select * from public.rt_posts order by id limit 1 $$;
`;

export const USER_A = '00000000-0000-4000-8000-00000000000a';
export const USER_B = '00000000-0000-4000-8000-00000000000b';

/** 3 authors, 15 posts (10 published; 2 owned by user A, one unpublished), comments. */
export const DATA_SQL = `
insert into public.rt_authors values (1, 'Ama', 'Accra'), (2, 'Kofi', null), (3, 'Zainab', 'Lagos');
insert into public.rt_profiles values ('${USER_A}', 1, 'Ama A.');
insert into public.rt_posts (author_id, editor_id, title, body, tags, meta, score, views, published, created_at, owner, during)
select (i % 3) + 1, ((i + 1) % 3) + 1, 'Post ' || i,
  case when i = 1 then 'Phishing attacks on banks' when i = 2 then 'Ransomware in hospitals' else 'Body ' || i end,
  case when i % 2 = 0 then array['even', 'security'] else array['odd'] end,
  jsonb_build_object('n', i, 'level', case when i < 5 then 'low' else 'high' end),
  i * 1.5, 10000000000 + i, i <= 10, timestamptz '2026-01-01T00:00:00Z' + (i || ' days')::interval,
  case when i in (11, 3) then '${USER_A}'::uuid when i = 12 then '${USER_B}'::uuid end,
  int4range(i, i + 5)
from generate_series(1, 15) as i;
insert into public.rt_comments (post_id, body, rating)
select p, 'Comment ' || c || ' on ' || p, c from generate_series(1, 4) p, generate_series(1, 3) c order by p, c;
`;

export interface RestFixture {
  stack: TestStack;
  anon: SupabaseClient;
  service: SupabaseClient;
  userA: SupabaseClient;
  userB: SupabaseClient;
  tokenA: string;
  /** Raw fetch against /rest/v1 with the anon key unless headers say otherwise. */
  rest(path: string, init?: RequestInit): Promise<Response>;
}

/** An access token shaped like GoTrue's (the auth service is not needed to test REST). */
export async function mintToken(
  stack: TestStack,
  sub: string,
  options: { expiresIn?: number; role?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub,
    role: options.role ?? 'authenticated',
    aud: 'authenticated',
    aal: 'aal1',
    email: `${sub.slice(-1)}@example.org`,
    session_id: sub,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(secretKey(stack.ctx.config.jwtSecret));
}

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Node 20 has no global WebSocket and supabase-js builds realtime eagerly; REST never opens a channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the REST tests');
  }
}

const clientOptions = (token?: string) => ({
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
});

export async function startRestFixture(extraSql = ''): Promise<RestFixture> {
  const stack = await startTestStack({ seed: false });
  await stack.ctx.db.exec(SCHEMA_SQL + DATA_SQL + extraSql);
  const tokenA = await mintToken(stack, USER_A);
  const tokenB = await mintToken(stack, USER_B);
  return {
    stack,
    anon: createClient(stack.url, stack.anonKey, clientOptions()),
    service: createClient(stack.url, stack.serviceRoleKey, clientOptions()),
    userA: createClient(stack.url, stack.anonKey, clientOptions(tokenA)),
    userB: createClient(stack.url, stack.anonKey, clientOptions(tokenB)),
    tokenA,
    rest: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
      return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers });
    },
  };
}
