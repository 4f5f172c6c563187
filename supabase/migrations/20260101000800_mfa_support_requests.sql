-- Support requests from locked-out (or struggling) members; resolved by admins.
-- Signed-in members only, under their own id, and at most 5 open requests
-- each: an insert open to anyone would be an open door for spam into the
-- admins' queue. The product offers the form only to a signed-in user (spec:
-- 'User not found. Please log in.' without a user id), and a locked-out user
-- is signed in (only their data access is restricted; this table has no
-- lockout policy), so nobody who should reach the form loses it.

create table public.mfa_support_requests (
  id uuid primary key default gen_random_uuid(),
  -- Set on insert (policy below); null once the member's account is deleted.
  user_id uuid references auth.users (id) on delete set null,
  request_type text not null
    check (request_type in ('locked_out', 'setup_help', 'reset_request', 'lost_device')),
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'resolved')),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  contact_method text check (char_length(contact_method) <= 255),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution_notes text check (char_length(resolution_notes) <= 5000),
  resolved_by uuid references auth.users (id) on delete set null,
  check ((status = 'resolved') = (resolved_at is not null))
);

create index mfa_support_requests_created_at_idx on public.mfa_support_requests (created_at desc);
create index mfa_support_requests_user_idx on public.mfa_support_requests (user_id);

alter table public.mfa_support_requests enable row level security;

create policy "mfa_support_requests: members submit their own" on public.mfa_support_requests
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "mfa_support_requests: admins read" on public.mfa_support_requests
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "mfa_support_requests: admins resolve with aal2" on public.mfa_support_requests
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.mfa_support_requests from anon, authenticated;
grant insert (user_id, request_type, description, contact_method)
  on public.mfa_support_requests to authenticated;
grant update (status, resolved_at, resolution_notes, resolved_by)
  on public.mfa_support_requests to authenticated;

create trigger mfa_support_requests_audit
  after update on public.mfa_support_requests
  for each row execute function public.audit_row_change('mfa_support_request');

-- Open = not resolved (pending or in progress).
create or replace function public.mfa_support_open_request_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5
$$;

-- Refuses a request beyond the limit with SQLSTATE PT429 (PostgREST answers
-- HTTP 429; the client shows its own translated text for that code). A lock
-- per user makes simultaneous inserts count one by one; security definer
-- because members cannot read the table.
create or replace function public.mfa_support_requests_enforce_open_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  open_requests integer;
begin
  if new.user_id is null or new.status = 'resolved' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('mfa_support_requests:' || new.user_id::text, 0));
  select count(*) into open_requests
    from public.mfa_support_requests r
   where r.user_id = new.user_id and r.status <> 'resolved';
  if open_requests >= public.mfa_support_open_request_limit() then
    raise exception using
      errcode = 'PT429',
      message = 'You already have ' || open_requests
        || ' open support requests. Our team will contact you within 24-48 hours.',
      hint = 'Wait until an open request is resolved before sending another.';
  end if;
  return new;
end
$$;

revoke execute on function public.mfa_support_open_request_limit() from public, anon, authenticated;
revoke execute on function public.mfa_support_requests_enforce_open_limit()
  from public, anon, authenticated;

create trigger mfa_support_requests_open_limit
  before insert on public.mfa_support_requests
  for each row execute function public.mfa_support_requests_enforce_open_limit();
