-- Redeeming a backup code = "my authenticator is gone": the code counts as the
-- second factor once, and MFA starts over. Used by the login MFA step (lost
-- device) and the Disable dialog (8-character code).
--
-- The conditional UPDATE consumes the code exactly once under races (as in
-- validate_mfa_backup_code); a valid code then deletes the caller's TOTP
-- factors, and the auth.mfa_factors delete trigger (20260203000100) sets the
-- fresh 7-day deadline, mfa_disabled_at, mfa_enabled = false and drops the
-- remaining codes. The grace period is also started here, so a caller whose
-- factors were already gone still ends with the deadline the rule gives.
create or replace function public.redeem_mfa_backup_code(backup_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  used_id uuid;
begin
  if caller is null or backup_code is null then
    return jsonb_build_object('valid', false, 'remaining', 0);
  end if;
  update public.mfa_backup_codes c
     set used_at = now()
   where c.user_id = caller
     and c.used_at is null
     and c.code_hash = encode(sha256(convert_to(upper(btrim(backup_code)), 'UTF8')), 'hex')
  returning c.id into used_id;
  if used_id is null then
    return jsonb_build_object(
      'valid', false,
      'remaining', (
        select count(*) from public.mfa_backup_codes c
         where c.user_id = caller and c.used_at is null
      )
    );
  end if;
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
