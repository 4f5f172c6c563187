-- Every admin action on an MFA deadline is audited. The deadline triggers record a change of
-- the row; an extension or reset that leaves the row as it was (a reset to the deadline the
-- member already has, while MFA was not disabled) changed nothing, so no trigger fired and the
-- admin's action left no trace. The procedures now write that row themselves: one
-- `mfa_deadline_updated` entry per call either way, with `unchanged: true` and the procedure,
-- the member and the days when the trigger had nothing to record.

create or replace function public.extend_mfa_deadline(target_user_id uuid, additional_days integer)
returns date
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  before public.mfa_enforcement;
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if additional_days is null or additional_days < 1 or additional_days > 30 then
    raise exception 'additional_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  select * into before from public.mfa_enforcement e where e.user_id = target_user_id for update;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + additional_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = greatest(coalesce(e.mfa_setup_deadline, current_date), current_date)
      + additional_days
  returning e.mfa_setup_deadline into new_deadline;
  if before.user_id is not null and before.mfa_setup_deadline is not distinct from new_deadline then
    perform public.audit_unchanged_mfa_deadline(
      'extend_mfa_deadline', target_user_id, additional_days, new_deadline
    );
  end if;
  return new_deadline;
end
$$;

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
  before public.mfa_enforcement;
  new_deadline date;
begin
  perform public.assert_admin_aal2();
  if new_deadline_days is null or new_deadline_days < 1 or new_deadline_days > 30 then
    raise exception 'new_deadline_days must be between 1 and 30' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  select * into before from public.mfa_enforcement e where e.user_id = target_user_id for update;
  insert into public.mfa_enforcement as e (user_id, mfa_setup_deadline)
  values (target_user_id, current_date + new_deadline_days)
  on conflict (user_id) do update
    set mfa_setup_deadline = current_date + new_deadline_days, mfa_disabled_at = null
  returning e.mfa_setup_deadline into new_deadline;
  if before.user_id is not null
     and before.mfa_setup_deadline is not distinct from new_deadline
     and before.mfa_disabled_at is null then
    perform public.audit_unchanged_mfa_deadline(
      'reset_mfa_requirement', target_user_id, new_deadline_days, new_deadline
    );
  end if;
  return new_deadline;
end
$$;

-- The entry of an admin's deadline action that changed nothing (the trigger's action name and
-- table, so a search for the deadline's entries finds it too).
create or replace function public.audit_unchanged_mfa_deadline(
  _procedure text,
  _target_user_id uuid,
  _days integer,
  _deadline date
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select public.write_audit_log('mfa_deadline_updated', jsonb_build_object(
    'table', 'mfa_enforcement',
    'unchanged', true,
    'procedure', _procedure,
    'user_id', _target_user_id,
    'days', _days,
    'mfa_setup_deadline', _deadline
  ))
$$;

revoke execute on function public.audit_unchanged_mfa_deadline(text, uuid, integer, date)
  from public, anon, authenticated;
