-- Admin procedures on MFA deadlines, and the audit of every deadline change.

create or replace function public.assert_admin_aal2()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Access denied: multi-factor authentication required' using errcode = '42501';
  end if;
end
$$;

revoke execute on function public.assert_admin_aal2() from public, anon, authenticated;

-- Pushes the deadline by 1-30 days, counted from today when it has passed.
create or replace function public.extend_mfa_deadline(target_user_id uuid, additional_days integer)
returns date
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if additional_days is null or additional_days < 1 or additional_days > 30 then
    raise exception 'additional_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + additional_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = greatest(coalesce(e.mfa_setup_deadline, current_date), current_date)
      + additional_days
  returning e.mfa_setup_deadline into new_deadline;
  return new_deadline;
end
$$;

-- Restarts the requirement: the user gets N (default 7, 1-30) days from today.
create or replace function public.reset_mfa_requirement(
  target_user_id uuid,
  new_deadline_days integer default 7
)
returns date
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if new_deadline_days is null or new_deadline_days < 1 or new_deadline_days > 30 then
    raise exception 'new_deadline_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + new_deadline_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = current_date + new_deadline_days, mfa_disabled_at = null
  returning e.mfa_setup_deadline into new_deadline;
  return new_deadline;
end
$$;

revoke execute on function public.extend_mfa_deadline(uuid, integer) from public, anon;
revoke execute on function public.reset_mfa_requirement(uuid, integer) from public, anon;
grant execute on function public.extend_mfa_deadline(uuid, integer) to authenticated, service_role;
grant execute on function public.reset_mfa_requirement(uuid, integer) to authenticated, service_role;

create trigger mfa_enforcement_audit_deadline
  after update on public.mfa_enforcement
  for each row
  when (
    new.mfa_setup_deadline is distinct from old.mfa_setup_deadline
    or new.mfa_disabled_at is distinct from old.mfa_disabled_at
  )
  execute function public.audit_row_change('mfa_deadline');
