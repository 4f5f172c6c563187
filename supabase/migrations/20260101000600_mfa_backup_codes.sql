-- Single-use MFA backup codes, stored as SHA-256 hex digests of the upper-cased code.

create table public.mfa_backup_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);

alter table public.mfa_backup_codes enable row level security;

-- Codes are written right after enrolment verified a factor, i.e. in an aal2
-- session; requiring aal2 stops a password-only session from planting codes.
create policy "mfa_backup_codes: insert own with aal2" on public.mfa_backup_codes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "mfa_backup_codes: read own with aal2" on public.mfa_backup_codes
  for select to authenticated
  using (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "mfa_backup_codes: delete own with aal2" on public.mfa_backup_codes
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select auth.jwt() ->> 'aal') = 'aal2');

revoke update on public.mfa_backup_codes from anon, authenticated;
revoke insert, select, delete on public.mfa_backup_codes from anon;

-- Backup codes are under the same per-account limit as TOTP codes.
-- redeem_mfa_backup_code (login MFA step, Disable dialog) and
-- validate_mfa_backup_code are plain RPCs: no auth hook sees them and the
-- REST API has no per-client limit, so an aal1 session could otherwise guess
-- backup codes without end. Every attempt is recorded with
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

-- Checks a backup code of the caller and consumes it, under the limit above.
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

-- Redeeming a backup code = "my authenticator is gone": the code counts as the
-- second factor once, and MFA starts over. Used by the login MFA step (lost
-- device) and the Disable dialog (8-character code). A valid code deletes the
-- caller's TOTP factors, and the auth.mfa_factors delete trigger
-- (mfa_factor_rules) sets the fresh 7-day deadline, mfa_disabled_at,
-- mfa_enabled = false and drops the remaining codes. The grace period is also
-- started here, so a caller whose factors were already gone still ends with
-- the deadline the rule gives.
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
