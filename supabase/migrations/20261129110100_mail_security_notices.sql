-- issue 27 item 1: the welcome mail and the security notices are queued where the fact happens,
-- by triggers on the tables GoTrue (and the local stack's auth) writes, so they hold whatever
-- path caused it: the portal, the auth API, an admin, a redeemed backup code. Each key names the
-- fact, so the same fact never mails twice (docs/mail.md).

-- Welcome: once per account, after the profile exists (on_auth_user_created runs first: triggers
-- of one event fire in name order).
create or replace function public.mail_welcome_on_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enqueue_mail(
    'welcome', new.id, 'welcome:' || new.id::text,
    jsonb_build_object('full_name', (select p.full_name from public.profiles p where p.user_id = new.id))
  );
  return null;
end
$$;

create trigger on_auth_user_created_mail
  after insert on auth.users
  for each row execute function public.mail_welcome_on_sign_up();

-- Password changed: a password replaced by another (sign-in page reset, account page, admin).
-- Setting the first password of an invited account (none before) is no change. The key holds a
-- digest of the new hash: the same change is one mail, a later change another.
create or replace function public.mail_password_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enqueue_mail(
    'password_changed', new.id,
    'password_changed:' || new.id::text || ':' || md5(new.encrypted_password),
    jsonb_build_object('at', now())
  );
  return null;
end
$$;

create trigger on_auth_user_password_changed_mail
  after update of encrypted_password on auth.users
  for each row
  when (old.encrypted_password is not null and new.encrypted_password is not null
        and old.encrypted_password is distinct from new.encrypted_password)
  execute function public.mail_password_changed();

-- MFA enabled: a factor became verified (enrolment confirmed), once per factor.
create or replace function public.mail_mfa_enabled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'verified' then
    return null;
  end if;
  perform public.enqueue_mail(
    'mfa_enabled', new.user_id, 'mfa_enabled:' || new.id::text, jsonb_build_object('at', now())
  );
  return null;
end
$$;

create trigger on_auth_mfa_factor_verified_mail
  after insert or update of status on auth.mfa_factors
  for each row
  when (new.status = 'verified')
  execute function public.mail_mfa_enabled();

-- MFA disabled: the last verified factor went. on_auth_mfa_factor_deleted (earlier by name) has
-- already written the new deadline, which the mail gives. Not when the user is being deleted.
create or replace function public.mail_mfa_disabled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status <> 'verified'
    or exists (
      select 1 from auth.mfa_factors f where f.user_id = old.user_id and f.status = 'verified'
    )
    or not exists (select 1 from auth.users u where u.id = old.user_id)
  then
    return null;
  end if;
  perform public.enqueue_mail(
    'mfa_disabled', old.user_id, 'mfa_disabled:' || old.id::text,
    jsonb_build_object(
      'at', now(),
      'deadline', (select e.mfa_setup_deadline from public.mfa_enforcement e
                    where e.user_id = old.user_id)
    )
  );
  return null;
end
$$;

create trigger on_auth_mfa_factor_deleted_mail
  after delete on auth.mfa_factors
  for each row execute function public.mail_mfa_disabled();

-- A backup code used: deferred to the end of the transaction, so `remaining` is what is left
-- then (a redeemed code also ends MFA and drops the other codes: 0, and the MFA-disabled mail).
create or replace function public.mail_backup_code_used()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from auth.users u where u.id = new.user_id) then
    return null;
  end if;
  perform public.enqueue_mail(
    'backup_code_used', new.user_id, 'backup_code_used:' || new.id::text,
    jsonb_build_object(
      'at', new.used_at,
      'remaining', (select count(*) from public.mfa_backup_codes c
                     where c.user_id = new.user_id and c.used_at is null)
    )
  );
  return null;
end
$$;

create constraint trigger on_mfa_backup_code_used_mail
  after update of used_at on public.mfa_backup_codes
  deferrable initially deferred
  for each row
  when (old.used_at is null and new.used_at is not null)
  execute function public.mail_backup_code_used();

revoke execute on function public.mail_welcome_on_sign_up() from public, anon, authenticated;
revoke execute on function public.mail_password_changed() from public, anon, authenticated;
revoke execute on function public.mail_mfa_enabled() from public, anon, authenticated;
revoke execute on function public.mail_mfa_disabled() from public, anon, authenticated;
revoke execute on function public.mail_backup_code_used() from public, anon, authenticated;
