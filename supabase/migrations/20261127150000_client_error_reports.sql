-- Error reports from the browser (reportError in @csan/shared-auth): a remote that failed to
-- load, a page that threw, a failed read or write. Written only through report_client_error
-- (anyone, signed in or not, at any assurance level: the failure may be the sign-in or the MFA
-- step itself), size-limited and rate-limited like the public forms; read only by admins (at
-- aal2 once they have a factor), grouped by remote and version (client_error_groups).
-- No personal data beyond the reporter's user id: the path is sent without its query or hash,
-- and e-mail addresses and JWTs are masked in every text before it is stored.

create table public.client_error_reports (
  report_id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- The signed-in reporter (auth.uid()), never a value the client sends; null for a visitor.
  user_id uuid references auth.users (id) on delete set null,
  -- Module Federation name of the remote (`admin_console`), or `shell`.
  remote text not null check (remote ~ '^[a-z0-9_]{1,64}$'),
  -- The remote's build version (its mf-manifest buildVersion), `unknown` when none was read.
  version text not null default 'unknown' check (char_length(version) between 1 and 64),
  source text not null
    check (source in ('federation', 'boundary', 'query', 'mutation', 'action', 'boot')),
  -- What the code was doing (`audit log CSV`), when it said.
  action text check (char_length(action) <= 100),
  message text not null check (char_length(message) between 1 and 1000),
  stack text check (char_length(stack) <= 4000),
  path text check (char_length(path) <= 300)
);

create index client_error_reports_group_idx
  on public.client_error_reports (remote, version, created_at desc);

alter table public.client_error_reports enable row level security;

create policy "client_error_reports: admins read" on public.client_error_reports
  for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

select public.require_aal2_for_member_data('public.client_error_reports');

-- Clients never write the table directly: report_client_error is the only way in.
revoke all on public.client_error_reports from anon, authenticated;
grant select on public.client_error_reports to authenticated;

-- Reports a client may send in an hour: per signed-in user, else per client address (an IPv6
-- client by its /64). A page deduplicates bursts itself, so this is only reached by a loop or
-- a script; a deploy that breaks a remote still reaches the admins through every other user.
create or replace function public.client_error_hourly_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 30 $$;

revoke execute on function public.client_error_hourly_limit() from public, anon, authenticated;

-- E-mail addresses and JWT-shaped tokens in a text become placeholders, then the text is cut
-- to `max_chars`; blank becomes null.
create or replace function public.client_error_clean(value text, max_chars integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(left(
    regexp_replace(
      regexp_replace(value, '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', '<email>', 'g'),
      'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*', '<token>', 'g'
    ),
    max_chars
  )), '')
$$;

revoke execute on function public.client_error_clean(text, integer) from public, anon, authenticated;

-- One report. Hostile input gets a 4xx: an unknown remote name or source is 22023 (400), an
-- empty message 22023, the hourly budget PT429 (429); over-long texts are cut, not refused,
-- so a real report with a huge stack still arrives.
create or replace function public.report_client_error(
  p_remote text,
  p_message text,
  p_source text default 'action',
  p_version text default null,
  p_action text default null,
  p_stack text default null,
  p_path text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  reporter text := coalesce('user:' || auth.uid()::text, public.request_client_address());
  used integer;
  cleaned_message text := public.client_error_clean(p_message, 1000);
begin
  if p_remote is null or p_remote !~ '^[a-z0-9_]{1,64}$' then
    raise exception 'Unknown remote name' using errcode = '22023';
  end if;
  if coalesce(p_source, '') not in ('federation', 'boundary', 'query', 'mutation', 'action', 'boot') then
    raise exception 'Unknown error source' using errcode = '22023';
  end if;
  if cleaned_message is null then
    raise exception 'An error report needs a message' using errcode = '22023';
  end if;

  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values ('client_error_reports', reporter, now(), 1)
  on conflict (form, client_address) do update
    set submissions = case
          when s.window_start > now() - interval '1 hour' then s.submissions + 1
          else 1
        end,
        window_start = case
          when s.window_start > now() - interval '1 hour' then s.window_start
          else now()
        end
  returning submissions into used;
  if used > public.client_error_hourly_limit() then
    raise exception 'Too many error reports from this client. Please try again in an hour.'
      using errcode = 'PT429';
  end if;

  insert into public.client_error_reports (user_id, remote, version, source, action, message, stack, path)
  values (
    auth.uid(),
    p_remote,
    coalesce(public.client_error_clean(p_version, 64), 'unknown'),
    p_source,
    public.client_error_clean(p_action, 100),
    cleaned_message,
    public.client_error_clean(p_stack, 4000),
    -- The path alone: a query string or hash may carry an address or a token.
    public.client_error_clean(split_part(split_part(p_path, '?', 1), '#', 1), 300)
  );
end
$$;

revoke execute on function public.report_client_error(text, text, text, text, text, text, text)
  from public;
grant execute on function public.report_client_error(text, text, text, text, text, text, text)
  to anon, authenticated;

-- What admins read: one row per remote, version, source and message, with how often, for how
-- many signed-in users, when first and last, and the latest report's action, path and stack.
-- security_invoker: the table's own policies decide (admins only, aal2 rule).
create view public.client_error_groups
with (security_invoker = true)
as
select
  r.remote,
  r.version,
  r.source,
  r.message,
  count(*)::integer as reports,
  count(distinct r.user_id)::integer as users,
  min(r.created_at) as first_seen,
  max(r.created_at) as last_seen,
  (array_agg(r.action order by r.created_at desc, r.report_id desc))[1] as last_action,
  (array_agg(r.path order by r.created_at desc, r.report_id desc))[1] as last_path,
  (array_agg(r.stack order by r.created_at desc, r.report_id desc))[1] as last_stack
from public.client_error_reports r
group by r.remote, r.version, r.source, r.message;

revoke all on public.client_error_groups from anon, authenticated;
grant select on public.client_error_groups to authenticated;
