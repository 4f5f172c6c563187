-- MFA support requests: signed-in members only, under their own id, and at
-- most 5 open requests each.
--
-- 20260101000800 let anyone insert, with or without a user id and without a
-- limit: an open door for spam into the admins' queue. The product offers
-- the form only to a signed-in user (spec: 'User not found. Please log in.'
-- without a user id), and a locked-out user is signed in (only their data
-- access is restricted; this table has no lockout policy), so nobody who
-- should reach the form loses it. Admins read and resolve as before.

drop policy "mfa_support_requests: anyone submits" on public.mfa_support_requests;

create policy "mfa_support_requests: members submit their own" on public.mfa_support_requests
  for insert to authenticated
  with check (user_id = (select auth.uid()));

-- Revoking the table privilege takes anon's column privileges with it.
revoke insert on public.mfa_support_requests from anon;

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
