-- A member past their MFA deadline could enrol a factor and delete it at once: losing the last
-- verified factor started a fresh 7-day grace period, weekly, forever. A grace period is now
-- granted at most once in mfa_grace_interval() (30 days): losing the last factor again within
-- 30 days of the previous grace period's start keeps that period's deadline (already passed for
-- the member in the loop, who then stays locked out until they enrol for good). A member who
-- really lost a device twice in a month asks the admins, who extend the deadline
-- (extend_mfa_deadline) as before.
create or replace function public.mfa_grace_interval()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days'
$$;

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
    set mfa_setup_deadline = case
          when e.mfa_disabled_at > now() - public.mfa_grace_interval() then e.mfa_setup_deadline
          else excluded.mfa_setup_deadline
        end,
        mfa_disabled_at = case
          when e.mfa_disabled_at > now() - public.mfa_grace_interval() then e.mfa_disabled_at
          else excluded.mfa_disabled_at
        end;
  update public.profiles p set mfa_enabled = false
   where p.user_id = target_user_id and p.mfa_enabled;
  delete from public.mfa_backup_codes c where c.user_id = target_user_id;
end
$$;

revoke execute on function public.start_mfa_grace_period(uuid) from public, anon, authenticated;
revoke execute on function public.mfa_grace_interval() from public, anon, authenticated;
