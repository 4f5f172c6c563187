-- Per-account limits on failed sign-in and MFA attempts, the Supabase way: the
-- Password Verification Attempt and MFA Verification Attempt auth hooks
-- (supabase/config.toml [auth.hook.*]). Supabase Auth calls the hook after it
-- checked the password / TOTP code, with {user_id, valid} (+ factor_id,
-- factor_type for MFA), and obeys {decision: 'continue' | 'reject', message}.
--
-- The rule (the same for both kinds, counted separately):
-- * failures count while they keep coming: a pause of 15 minutes since the
--   last failure starts the count afresh;
-- * from the 5th failure on, the account is slowed down: every attempt, even
--   a correct one, is rejected until a back-off after the last failure has
--   passed (30 s after the 5th, then 60, 120, 240, 480 s);
-- * at the 10th failure the account is refused for 15 minutes;
-- * a success that is not rejected clears the count.
-- A failure during a back-off still counts (an attacker gains nothing by
-- hammering); a correct attempt during one neither counts nor clears.
-- Per-client (IP) limits are the auth server's job (local-stack/src/auth/README.md).

create table public.auth_attempt_counters (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('password', 'mfa')),
  failures integer not null default 0 check (failures >= 0),
  last_failed_at timestamptz,
  locked_until timestamptz,
  primary key (user_id, kind)
);

comment on table public.auth_attempt_counters is
  'Failed password/MFA attempts per account, written only by the auth hooks; no client reads it.';

alter table public.auth_attempt_counters enable row level security;

-- Nothing is granted to clients; the policy says so explicitly should a grant ever slip in.
create policy "auth_attempt_counters: no client access" on public.auth_attempt_counters
  as restrictive for all to anon, authenticated
  using (false) with check (false);

revoke all on public.auth_attempt_counters from public, anon, authenticated;

-- The limits in one place (also documented in supabase/README.md).
create or replace function public.auth_attempt_limits()
returns table (
  slow_after integer,
  lock_after integer,
  first_backoff interval,
  lock_for interval,
  forget_after interval
)
language sql
immutable
set search_path = ''
as $$
  select 5, 10, interval '30 seconds', interval '15 minutes', interval '15 minutes'
$$;

-- "30 seconds", "1 minute", "15 minutes": how long until the next attempt may succeed.
create or replace function public.auth_attempt_wait_text(wait interval)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when secs < 60 then secs || case when secs = 1 then ' second' else ' seconds' end
    else ceil(secs / 60.0)::int || case when ceil(secs / 60.0) = 1 then ' minute' else ' minutes' end
  end
  from (select greatest(1, ceil(extract(epoch from wait))::int) as secs) s
$$;

-- Records one verification attempt and decides. Returns null to continue, else
-- {state: 'slowed' | 'locked', wait: '<text>', retry_after: <whole seconds>}
-- for the caller's message (retry_after lets clients word the wait in their
-- own language).
create or replace function public.auth_attempt_record(
  attempt_user uuid,
  attempt_kind text,
  attempt_valid boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits record;
  counter public.auth_attempt_counters;
  blocked_until timestamptz;
begin
  -- The common case, a correct attempt on an account with no failures, writes nothing.
  if attempt_valid and not exists (
    select 1 from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind
  ) then
    return null;
  end if;
  select * into limits from public.auth_attempt_limits();

  -- One row per account and kind, locked for the rest of this transaction:
  -- parallel attempts queue here, so every failure is counted exactly once.
  insert into public.auth_attempt_counters (user_id, kind)
  values (attempt_user, attempt_kind)
  on conflict (user_id, kind) do nothing;
  select * into counter from public.auth_attempt_counters
  where user_id = attempt_user and kind = attempt_kind
  for update;

  -- An expired lock, or failures long enough ago, are forgotten.
  if (counter.locked_until is not null and counter.locked_until <= now())
     or (counter.locked_until is null and counter.last_failed_at is not null
         and counter.last_failed_at <= now() - limits.forget_after) then
    counter.failures := 0;
    counter.last_failed_at := null;
    counter.locked_until := null;
  end if;

  if not attempt_valid then
    counter.failures := counter.failures + 1;
    counter.last_failed_at := now();
    if counter.failures >= limits.lock_after and counter.locked_until is null then
      counter.locked_until := now() + limits.lock_for;
    end if;
  end if;

  if counter.locked_until is not null then
    blocked_until := counter.locked_until;
  elsif counter.failures >= limits.slow_after then
    blocked_until := counter.last_failed_at
      + limits.first_backoff * power(2, counter.failures - limits.slow_after);
  end if;

  if attempt_valid and (blocked_until is null or blocked_until <= now()) then
    delete from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind;
    return null;
  end if;

  update public.auth_attempt_counters
     set failures = counter.failures,
         last_failed_at = counter.last_failed_at,
         locked_until = counter.locked_until
   where user_id = attempt_user and kind = attempt_kind;

  if blocked_until is null or blocked_until <= now() then
    return null;
  end if;
  return jsonb_build_object(
    'state', case when counter.locked_until is not null then 'locked' else 'slowed' end,
    'wait', public.auth_attempt_wait_text(blocked_until - now()),
    'retry_after', greatest(1, ceil(extract(epoch from blocked_until - now()))::int)
  );
end
$$;

-- Supabase "password verification attempt" hook.
create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb := public.auth_attempt_record(
    (event ->> 'user_id')::uuid, 'password', coalesce((event ->> 'valid')::boolean, false)
  );
begin
  if outcome is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object(
    'decision', 'reject',
    'should_logout_user', false,
    'message', case outcome ->> 'state'
      when 'locked' then
        'Too many failed sign-in attempts: sign-in to this account is paused. Try again in '
        || (outcome ->> 'wait') || '.'
      else
        'Too many failed sign-in attempts. Try again in ' || (outcome ->> 'wait') || '.'
    end
  );
end
$$;

-- Supabase "MFA verification attempt" hook (per account, whichever factor).
create or replace function public.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb := public.auth_attempt_record(
    (event ->> 'user_id')::uuid, 'mfa', coalesce((event ->> 'valid')::boolean, false)
  );
begin
  if outcome is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  return jsonb_build_object(
    'decision', 'reject',
    'message', case outcome ->> 'state'
      when 'locked' then
        'Too many failed verification codes: MFA verification for this account is paused. '
        || 'Sign in again in ' || (outcome ->> 'wait') || '.'
      else
        'Too many failed verification codes. Sign in again in ' || (outcome ->> 'wait') || '.'
    end
  );
end
$$;

revoke execute on function public.auth_attempt_limits() from public, anon, authenticated;
revoke execute on function public.auth_attempt_wait_text(interval) from public, anon, authenticated;
revoke execute on function public.auth_attempt_record(uuid, text, boolean)
  from public, anon, authenticated;
revoke execute on function public.hook_password_verification_attempt(jsonb)
  from public, anon, authenticated;
revoke execute on function public.hook_mfa_verification_attempt(jsonb)
  from public, anon, authenticated;
-- The auth hooks (these two and hook_before_user_created) run as supabase_auth_admin.
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;
