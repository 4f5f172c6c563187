-- Failed sign-ins are counted per account AND client address, so nobody can pause an account
-- for its owner from elsewhere (10 wrong passwords from anywhere used to refuse the account
-- everywhere, the admin's included).
--
-- Supabase Auth gives the Password Verification Attempt hook the request's address in
-- `metadata.ip_address` (the client as its gateway saw it). The rule becomes:
-- * per account and address: the rule of *_auth_attempt_limits.sql (slowed from the 5th
--   failure, refused for 15 minutes at the 10th), for the attempts from that address only;
-- * per account, all addresses together, only for accounts without a verified factor: 50
--   failures in a streak pause password sign-in for 15 minutes (distributed guessing).
--   An account with a verified factor has no such pause: its password alone opens only an
--   aal1 session, and the MFA step has its own per-account limit.
-- * a changed password (the owner's reset) forgets every password failure of the account.
-- A hook event without an address (older Supabase Auth) is counted per account, as before.
-- MFA failures stay per account: only someone who knows the password can make them.

alter table public.auth_attempt_counters
  add column client_address text not null default '';

comment on column public.auth_attempt_counters.client_address is
  'The client the failures came from; empty for the count over the whole account.';

alter table public.auth_attempt_counters drop constraint auth_attempt_counters_pkey;
alter table public.auth_attempt_counters
  add primary key (user_id, kind, client_address);

-- The counting of auth_attempt_record, for one (account, kind, address) and given thresholds.
-- Returns null to continue, else {state, wait, retry_after} as auth_attempt_record does.
create or replace function public.auth_attempt_count(
  attempt_user uuid,
  attempt_kind text,
  attempt_address text,
  attempt_valid boolean,
  slow_after integer,
  lock_after integer
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
  if attempt_valid and not exists (
    select 1 from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address
  ) then
    return null;
  end if;
  select * into limits from public.auth_attempt_limits();

  -- One row per account, kind and address, locked for the rest of this transaction:
  -- parallel attempts queue here, so every failure is counted exactly once.
  insert into public.auth_attempt_counters (user_id, kind, client_address)
  values (attempt_user, attempt_kind, attempt_address)
  on conflict (user_id, kind, client_address) do nothing;
  select * into counter from public.auth_attempt_counters
  where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address
  for update;

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
    if counter.failures >= lock_after and counter.locked_until is null then
      counter.locked_until := now() + limits.lock_for;
    end if;
  end if;

  if counter.locked_until is not null then
    blocked_until := counter.locked_until;
  elsif counter.failures >= slow_after then
    blocked_until := counter.last_failed_at
      + limits.first_backoff * power(2, counter.failures - slow_after);
  end if;

  if attempt_valid and (blocked_until is null or blocked_until <= now()) then
    delete from public.auth_attempt_counters
    where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address;
    return null;
  end if;

  update public.auth_attempt_counters
     set failures = counter.failures,
         last_failed_at = counter.last_failed_at,
         locked_until = counter.locked_until
   where user_id = attempt_user and kind = attempt_kind and client_address = attempt_address;

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

-- Per account (MFA codes, backup codes, password events without an address): unchanged rule.
create or replace function public.auth_attempt_record(
  attempt_user uuid,
  attempt_kind text,
  attempt_valid boolean
)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select public.auth_attempt_count(
    attempt_user, attempt_kind, '', attempt_valid,
    (select slow_after from public.auth_attempt_limits()),
    (select lock_after from public.auth_attempt_limits())
  )
$$;

-- Failures of the whole account that pause a password sign-in of an account without a
-- verified factor (checked after the per-address rule).
create or replace function public.auth_attempt_account_lock_after()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50
$$;

-- One password attempt from `attempt_address`: the per-address rule, then, for an account
-- without a verified factor, the whole account's count.
create or replace function public.auth_attempt_record_password(
  attempt_user uuid,
  attempt_address text,
  attempt_valid boolean
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb;
  account_outcome jsonb;
  account_lock_after integer := public.auth_attempt_account_lock_after();
begin
  if coalesce(attempt_address, '') = '' then
    return public.auth_attempt_record(attempt_user, 'password', attempt_valid);
  end if;
  outcome := public.auth_attempt_count(
    attempt_user, 'password', attempt_address, attempt_valid,
    (select slow_after from public.auth_attempt_limits()),
    (select lock_after from public.auth_attempt_limits())
  );
  -- A correct password refused at its own address neither clears nor touches the account count.
  if outcome is not null and attempt_valid then
    return outcome;
  end if;
  if exists (
    select 1 from auth.mfa_factors
    where user_id = attempt_user and status = 'verified'
  ) then
    return outcome;
  end if;
  -- Every failure counts for the account too, whatever its address's own answer.
  account_outcome := public.auth_attempt_count(
    attempt_user, 'password', '', attempt_valid, account_lock_after, account_lock_after
  );
  return coalesce(outcome, account_outcome);
end
$$;

-- Supabase "password verification attempt" hook, now per account and address.
create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb := public.auth_attempt_record_password(
    (event ->> 'user_id')::uuid,
    event -> 'metadata' ->> 'ip_address',
    coalesce((event ->> 'valid')::boolean, false)
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

-- A new password (the owner's reset, an admin's update) forgets the account's password failures.
create or replace function public.auth_attempt_forget_on_new_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.auth_attempt_counters where user_id = new.id and kind = 'password';
  return null;
end
$$;

create trigger on_auth_user_password_changed
  after update of encrypted_password on auth.users
  for each row
  when (old.encrypted_password is distinct from new.encrypted_password)
  execute function public.auth_attempt_forget_on_new_password();

revoke execute on function public.auth_attempt_count(uuid, text, text, boolean, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.auth_attempt_account_lock_after() from public, anon, authenticated;
revoke execute on function public.auth_attempt_record_password(uuid, text, boolean)
  from public, anon, authenticated;
revoke execute on function public.auth_attempt_forget_on_new_password()
  from public, anon, authenticated;
