-- Backup codes under the same per-account limit as TOTP codes.
--
-- redeem_mfa_backup_code (login MFA step, Disable dialog) and
-- validate_mfa_backup_code are plain RPCs: no auth hook sees them and the
-- REST API has no per-client limit, so an aal1 session could guess backup
-- codes without end. Every attempt is now recorded with
-- auth_attempt_record(user, 'mfa', valid), the very counter the MFA
-- Verification Attempt hook keeps for TOTP codes: failures of either kind add
-- up, and a slowed or locked account is refused both (even a correct code,
-- which then stays unspent).
--
-- A refusal is an answer, not an error: the failure just recorded must be
-- committed with it (an exception would roll the count back), so the caller
-- gets {valid: false, limited: 'slowed' | 'locked', retry_after: <seconds>,
-- message}. Unlike GoTrue's MFA hook, a refusal does not end the user's
-- sessions: an ended session would not stop the access token already issued
-- from calling these RPCs (PostgREST checks only the JWT), so the counter is
-- the limit, and a member in the Disable dialog is not signed out for a typo.

-- auth_attempt_record as in 20260207000100, plus 'retry_after' (whole seconds)
-- in its answer, so clients can word the wait in their own language.
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

revoke execute on function public.auth_attempt_record(uuid, text, boolean)
  from public, anon, authenticated;

-- One backup-code attempt of `caller`: the id of the unspent code that
-- matches (null when none does), or the refusal when the account is slowed
-- or locked. Spends nothing; the caller spends `code_id` in the same
-- transaction. Attempts of one user queue on a transaction lock, so two
-- codes redeemed at once are judged one after the other (the first one's
-- factor removal drops the other codes) instead of deadlocking.
create or replace function public.mfa_backup_code_attempt(
  caller uuid,
  backup_code text,
  out code_id uuid,
  out refusal jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  outcome jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('mfa_backup_code:' || caller::text, 0));
  select c.id into code_id
    from public.mfa_backup_codes c
   where c.user_id = caller
     and c.used_at is null
     and c.code_hash = encode(sha256(convert_to(upper(btrim(backup_code)), 'UTF8')), 'hex');
  outcome := public.auth_attempt_record(caller, 'mfa', code_id is not null);
  if outcome is not null then
    code_id := null;
    refusal := jsonb_build_object(
      'valid', false,
      'limited', outcome ->> 'state',
      'retry_after', (outcome ->> 'retry_after')::int,
      'message', case outcome ->> 'state'
        when 'locked' then
          'Too many failed verification codes: MFA verification for this account is paused. '
          || 'Try again in ' || (outcome ->> 'wait') || '.'
        else
          'Too many failed verification codes. Try again in ' || (outcome ->> 'wait') || '.'
      end
    );
  end if;
end
$$;

revoke execute on function public.mfa_backup_code_attempt(uuid, text)
  from public, anon, authenticated;

-- As in 20260101000600 (checks and spends one code), now limited.
create or replace function public.validate_mfa_backup_code(backup_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  attempt record;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false);
  end if;
  select * into attempt from public.mfa_backup_code_attempt(caller, backup_code);
  if attempt.refusal is not null then
    return attempt.refusal;
  end if;
  if attempt.code_id is not null then
    -- Still unspent: the lock above keeps this user's other attempts out.
    update public.mfa_backup_codes c set used_at = now() where c.id = attempt.code_id;
  end if;
  return jsonb_build_object(
    'valid', attempt.code_id is not null,
    'remaining', (
      select count(*) from public.mfa_backup_codes c where c.user_id = caller and c.used_at is null
    )
  );
end
$$;

revoke execute on function public.validate_mfa_backup_code(text) from public, anon;
grant execute on function public.validate_mfa_backup_code(text) to authenticated;

-- As in 20260203000101 (a valid code ends MFA: factors removed, 7-day grace), now limited.
create or replace function public.redeem_mfa_backup_code(backup_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  attempt record;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false, 'remaining', 0);
  end if;
  select * into attempt from public.mfa_backup_code_attempt(caller, backup_code);
  if attempt.refusal is not null then
    return attempt.refusal;
  end if;
  if attempt.code_id is null then
    return jsonb_build_object(
      'valid', false,
      'remaining', (
        select count(*) from public.mfa_backup_codes c
         where c.user_id = caller and c.used_at is null
      )
    );
  end if;
  update public.mfa_backup_codes c set used_at = now() where c.id = attempt.code_id;
  -- As GoTrue's unenroll does: sessions raised with these factors lose their
  -- totp claim, so their next refresh is aal1 (AAL is computed from the claims).
  delete from auth.mfa_amr_claims a
   where a.authentication_method = 'totp'
     and a.session_id in (
       select s.id from auth.sessions s
        where s.user_id = caller
          and s.factor_id in (select f.id from auth.mfa_factors f where f.user_id = caller)
     );
  update auth.sessions s set aal = 'aal1', factor_id = null, updated_at = now()
   where s.user_id = caller
     and s.factor_id in (select f.id from auth.mfa_factors f where f.user_id = caller);
  delete from auth.mfa_factors f where f.user_id = caller and f.factor_type = 'totp';
  perform public.start_mfa_grace_period(caller);
  return jsonb_build_object('valid', true, 'remaining', 0);
end
$$;

revoke execute on function public.redeem_mfa_backup_code(text) from public, anon;
grant execute on function public.redeem_mfa_backup_code(text) to authenticated;
