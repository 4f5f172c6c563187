-- Corporate-level access through a team. A member of a team whose owner has seats (an active
-- Corporate subscription, or an admin owner) holds the Corporate tier for as long as both hold;
-- removed from the team, or the owner's subscription ended, they are back to their own tier.
-- Decided here once: current_member_tier() (which the library's tier rule, the storage policy and
-- the tier policies use) and the portal's guards (which read current_member_tier()) agree.

-- A member's tier: Corporate through a team, else their own paid tier (NULL: none).
create function public.member_tier(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.corporate_team_members m
      join public.corporate_teams t on t.team_id = m.team_id
      where m.user_id = p_user_id and public.team_seats_paid(t.team_owner_id) > 0
    ) then 'Corporate'
    else (select p.membership_tier from public.profiles p where p.user_id = p_user_id)
  end
$$;

revoke execute on function public.member_tier(uuid) from public, anon, authenticated;
grant execute on function public.member_tier(uuid) to service_role;

create or replace function public.current_member_tier()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_tier((select auth.uid()))
$$;

-- The teams that give the caller Corporate access now (the account and membership pages say
-- where the access comes from).
create function public.my_team_access()
returns table (team_id uuid, team_name text, organization text, owner_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  return query
    select t.team_id, t.team_name, t.organization, nullif(btrim(p.full_name), '')
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    left join public.profiles p on p.user_id = t.team_owner_id
    where m.user_id = auth.uid() and public.team_seats_paid(t.team_owner_id) > 0
    order by m.added_at;
end
$$;

-- The caller's seats as a team owner: paid (0 without an active Corporate subscription or the
-- admin role) and used.
create function public.my_team_seats()
returns table (seats_paid integer, seats_used integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  return query select public.team_seats_paid(auth.uid()), public.team_seats_used(auth.uid());
end
$$;

-- The people on a team, for its owner, admins and its members: members (name; e-mail for the
-- owner and admins) and open invitations (e-mail, owner and admins only), in the order they came.
create function public.team_roster(p_team_id uuid)
returns table (
  user_id uuid,
  invitation_id uuid,
  full_name text,
  email text,
  status text,
  since timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  manages boolean;
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out() then
    return;
  end if;
  manages := public.is_corporate_team_owner(p_team_id) or public.has_role(auth.uid(), 'admin');
  if not manages and not public.is_corporate_team_member(p_team_id) then
    return;
  end if;
  return query
    select * from (
      select m.user_id, null::uuid, nullif(btrim(p.full_name), ''),
        case when manages then u.email::text end, 'member'::text, m.added_at
      from public.corporate_team_members m
      join auth.users u on u.id = m.user_id
      left join public.profiles p on p.user_id = m.user_id
      where m.team_id = p_team_id
      union all
      select null::uuid, i.invitation_id, null::text, i.email, 'invited'::text, i.created_at
      from public.corporate_team_invitations i
      where manages and i.team_id = p_team_id and i.expires_at > now()
    ) roster
    order by roster.added_at;
end
$$;

revoke execute on function public.my_team_access() from public, anon;
revoke execute on function public.my_team_seats() from public, anon;
revoke execute on function public.team_roster(uuid) from public, anon;
grant execute on function public.my_team_access() to authenticated, service_role;
grant execute on function public.my_team_seats() to authenticated, service_role;
grant execute on function public.team_roster(uuid) to authenticated, service_role;
