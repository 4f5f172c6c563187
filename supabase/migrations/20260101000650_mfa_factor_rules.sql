-- MFA state follows auth.mfa_factors, whichever path changed it (GoTrue's
-- unenroll, a redeemed backup code, an admin): the client never decides it.
--  - the last verified factor goes  -> a fresh deadline of mfa_grace_days()
--    (7) days, mfa_disabled_at = now(), profiles.mfa_enabled = false, and the
--    backup codes of that enrolment are dropped (a new enrolment makes ten);
--  - a factor becomes verified       -> profiles.mfa_enabled = true.

-- Starts the re-enable grace period for a user who no longer has MFA.
create or replace function public.start_mfa_grace_period(target_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- A factor deleted because its user is being deleted: nothing to restart
  -- (and inserting for a vanished user would break the cascade).
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    return;
  end if;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline, mfa_disabled_at)
  values (target_user_id, current_date + public.mfa_grace_days(), now())
  on conflict (user_id) do update
    set mfa_setup_deadline = excluded.mfa_setup_deadline,
        mfa_disabled_at = excluded.mfa_disabled_at;
  update public.profiles p set mfa_enabled = false
   where p.user_id = target_user_id and p.mfa_enabled;
  delete from public.mfa_backup_codes c where c.user_id = target_user_id;
end
$$;

revoke execute on function public.start_mfa_grace_period(uuid) from public, anon, authenticated;

create or replace function public.handle_mfa_factor_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Unverified factors (a cancelled enrolment, GoTrue's clean-up of stale
  -- ones) never enabled MFA, so removing them changes nothing.
  if old.status = 'verified'
    and not exists (
      select 1 from auth.mfa_factors f where f.user_id = old.user_id and f.status = 'verified'
    )
  then
    perform public.start_mfa_grace_period(old.user_id);
  end if;
  return null;
end
$$;

create or replace function public.handle_mfa_factor_verified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set mfa_enabled = true
   where p.user_id = new.user_id and not p.mfa_enabled;
  return null;
end
$$;

revoke execute on function public.handle_mfa_factor_deleted() from public, anon, authenticated;
revoke execute on function public.handle_mfa_factor_verified() from public, anon, authenticated;

-- AFTER ... FOR EACH ROW fires once the whole statement ran, so deleting all
-- of a user's factors at once sees none left on every row.
create trigger on_auth_mfa_factor_deleted
  after delete on auth.mfa_factors
  for each row execute function public.handle_mfa_factor_deleted();

create trigger on_auth_mfa_factor_verified
  after insert or update of status on auth.mfa_factors
  for each row
  when (new.status = 'verified')
  execute function public.handle_mfa_factor_verified();

-- profiles.mfa_enabled stays client-writable (spec: the account page updates
-- it), but a client's write is replaced by the truth from auth.mfa_factors,
-- so the flag can never claim MFA that is not there. Security definer to read
-- auth.mfa_factors, hence the caller is told apart by its JWT role claim.
create or replace function public.profiles_derive_mfa_enabled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') in ('authenticated', 'anon')
    and new.mfa_enabled is distinct from old.mfa_enabled
  then
    new.mfa_enabled := exists (
      select 1 from auth.mfa_factors f where f.user_id = new.user_id and f.status = 'verified'
    );
  end if;
  return new;
end
$$;

revoke execute on function public.profiles_derive_mfa_enabled() from public, anon, authenticated;

create trigger profiles_derive_mfa_enabled
  before update of mfa_enabled on public.profiles
  for each row execute function public.profiles_derive_mfa_enabled();
