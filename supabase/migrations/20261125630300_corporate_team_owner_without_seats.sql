-- A team's owner must have seats to share: someone without (no active Corporate subscription,
-- not an admin) may not own a team at all, and is refused as RLS refuses a write it does not
-- allow (42501), not as a too-large team. The row trigger runs before the insert policy's
-- check, so it says so itself.
create or replace function public.corporate_teams_max_members()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid integer;
begin
  perform 1 from public.profiles p where p.user_id = new.team_owner_id for update;
  paid := public.team_seats_paid(new.team_owner_id);
  if paid = 0 then
    raise exception 'team_owner_without_seats' using errcode = '42501';
  end if;
  if new.max_members > paid then
    raise exception 'max_members_over_seats' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.max_members < public.team_people(new.team_id) then
    raise exception 'max_members_below_team' using errcode = '23514';
  end if;
  return new;
end
$$;
