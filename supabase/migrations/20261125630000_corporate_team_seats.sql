-- Corporate team seats. A Corporate member pays for a team size; the people on their teams
-- share those seats. Seats paid = team_size of the owner's active, unexpired Corporate
-- subscription (an admin, whose Corporate access is complimentary, gets the Corporate tier's
-- minimum team size); nobody else has seats. Seats used = the distinct people on the owner's
-- teams plus the distinct addresses with an open invitation to one of them. The owner holds
-- their own access through the subscription and takes no seat.
--
-- Enforced by triggers under the owner's profile row lock, so two simultaneous additions for the
-- same owner are decided one after the other and cannot both take the last seat:
--   * a team's max_members never exceeds the owner's seats paid (nor falls below its people);
--   * a team never holds more people (members + open invitations) than its max_members;
--   * an owner's seats used never exceed the seats paid.

create function public.team_seats_paid(p_owner uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (
      select s.team_size from public.subscriptions s
      where s.user_id = p_owner
        and s.status = 'active'
        and s.tier = 'Corporate'
        and (s.next_billing_date is null or s.next_billing_date > now())
      order by s.created_at desc
      limit 1
    ),
    case when public.has_role(p_owner, 'admin') then coalesce(
      (
        select p.team_size_min from public.membership_pricing p
        where p.tier = 'Corporate' and p.is_active
        limit 1
      ),
      5
    ) end,
    0
  )
$$;

create table public.corporate_team_members (
  team_id uuid not null references public.corporate_teams (team_id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  added_by uuid references auth.users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (team_id, user_id)
);

create index corporate_team_members_user_idx on public.corporate_team_members (user_id);

-- An address invited to a team (no account yet): it holds a seat until it expires. Sign-up with
-- the invitation turns it into a membership (see 20261125630100_corporate_team_invitations.sql).
create table public.corporate_team_invitations (
  invitation_id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.corporate_teams (team_id) on delete cascade,
  email text not null check (char_length(email) between 3 and 255 and email = lower(btrim(email))),
  invitation_token_id uuid references public.invitation_tokens (id) on delete cascade,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '7 days'),
  unique (team_id, email)
);

create index corporate_team_invitations_email_idx on public.corporate_team_invitations (email);

-- The seats an owner's teams use now.
create function public.team_seats_used(p_owner uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(distinct m.user_id)::integer
    from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = p_owner
  ) + (
    select count(distinct i.email)::integer
    from public.corporate_team_invitations i
    join public.corporate_teams t on t.team_id = i.team_id
    where t.team_owner_id = p_owner and i.expires_at > now()
  )
$$;

-- People on one team now: members and open invitations.
create function public.team_people(p_team_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*)::integer from public.corporate_team_members m where m.team_id = p_team_id
  ) + (
    select count(*)::integer from public.corporate_team_invitations i
    where i.team_id = p_team_id and i.expires_at > now()
  )
$$;

-- Refuses a person (an account or an invited address) the team has no room for. Called by the
-- insert triggers below; takes the owner's lock first.
create function public.assert_team_seat(p_team_id uuid, p_user_id uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  team public.corporate_teams;
  holds_seat boolean;
begin
  select * into team from public.corporate_teams t where t.team_id = p_team_id;
  if not found then
    raise exception 'team_not_found' using errcode = 'P0002';
  end if;
  perform 1 from public.profiles p where p.user_id = team.team_owner_id for update;

  if p_user_id = team.team_owner_id then
    raise exception 'owner_not_member' using errcode = '23514';
  end if;
  if public.team_people(p_team_id) >= team.max_members then
    raise exception 'team_full' using errcode = '23514';
  end if;

  -- A person already on another of the owner's teams (or invited to one) holds their seat.
  select exists (
    select 1 from public.corporate_team_members m
    join public.corporate_teams t on t.team_id = m.team_id
    where t.team_owner_id = team.team_owner_id and m.user_id = p_user_id
  ) or exists (
    select 1 from public.corporate_team_invitations i
    join public.corporate_teams t on t.team_id = i.team_id
    where t.team_owner_id = team.team_owner_id and i.email = p_email and i.expires_at > now()
  ) into holds_seat;
  if not holds_seat
    and public.team_seats_used(team.team_owner_id) >= public.team_seats_paid(team.team_owner_id) then
    raise exception 'seats_exhausted' using errcode = '23514';
  end if;
end
$$;

create function public.corporate_team_members_seat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_team_seat(
    new.team_id,
    new.user_id,
    (select lower(btrim(u.email)) from auth.users u where u.id = new.user_id)
  );
  return new;
end
$$;

create trigger corporate_team_members_seat
  before insert on public.corporate_team_members
  for each row execute function public.corporate_team_members_seat();

create function public.corporate_team_invitations_seat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_team_seat(new.team_id, null, new.email);
  return new;
end
$$;

create trigger corporate_team_invitations_seat
  before insert on public.corporate_team_invitations
  for each row execute function public.corporate_team_invitations_seat();

-- A team's size limit: within the owner's seats, never below the people already on it.
create function public.corporate_teams_max_members()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.user_id = new.team_owner_id for update;
  if new.max_members > public.team_seats_paid(new.team_owner_id) then
    raise exception 'max_members_over_seats' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.max_members < public.team_people(new.team_id) then
    raise exception 'max_members_below_team' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger corporate_teams_max_members
  before insert or update of max_members, team_owner_id on public.corporate_teams
  for each row execute function public.corporate_teams_max_members();

-- Who the caller is to a team. Security definer, so the policies of the teams and of their
-- people may ask without calling each other.
create function public.is_corporate_team_owner(p_team_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.corporate_teams t
    where t.team_id = p_team_id and t.team_owner_id = (select auth.uid())
  )
$$;

create function public.is_corporate_team_member(p_team_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.corporate_team_members m
    where m.team_id = p_team_id and m.user_id = (select auth.uid())
  )
$$;

-- Policies. Members and invitations are added only by add_team_member (the add-team-member
-- function, for the team's owner); the owner (or an admin at aal2) removes them, a member may
-- leave. Every one of them needs aal2 once the caller has a verified factor, and nothing is
-- open to an MFA-locked user.
alter table public.corporate_team_members enable row level security;
alter table public.corporate_team_invitations enable row level security;

create policy "corporate_teams: members read their teams" on public.corporate_teams
  for select to authenticated
  using ((select public.is_corporate_team_member(team_id)));

create policy "corporate_team_members: the team reads" on public.corporate_team_members
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_corporate_team_owner(team_id))
    or (select public.is_corporate_team_member(team_id))
    or public.has_role((select auth.uid()), 'admin')
  );

create policy "corporate_team_members: owners remove, members leave" on public.corporate_team_members
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_corporate_team_owner(team_id))
    or (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  );

create policy "corporate_team_invitations: owners and admins read" on public.corporate_team_invitations
  for select to authenticated
  using (
    (select public.is_corporate_team_owner(team_id))
    or public.has_role((select auth.uid()), 'admin')
  );

create policy "corporate_team_invitations: owners withdraw" on public.corporate_team_invitations
  for delete to authenticated
  using (
    (select public.is_corporate_team_owner(team_id))
    or (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  );

create policy "corporate_team_members: not for locked-out users" on public.corporate_team_members
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

create policy "corporate_team_invitations: not for locked-out users" on public.corporate_team_invitations
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

-- The restrictive "aal2 once MFA is set up" policy of member-owned tables is given to both
-- tables by public.require_aal2_for_member_data in 20261125650000_member_data_needs_aal2.sql,
-- which defines it.

revoke all on public.corporate_team_members from anon;
revoke all on public.corporate_team_invitations from anon;
revoke insert, update on public.corporate_team_members from authenticated;
revoke insert, update on public.corporate_team_invitations from authenticated;

revoke execute on function public.team_seats_paid(uuid) from public, anon, authenticated;
revoke execute on function public.team_seats_used(uuid) from public, anon, authenticated;
revoke execute on function public.team_people(uuid) from public, anon, authenticated;
revoke execute on function public.assert_team_seat(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.corporate_team_members_seat() from public, anon, authenticated;
revoke execute on function public.corporate_team_invitations_seat() from public, anon, authenticated;
revoke execute on function public.corporate_teams_max_members() from public, anon, authenticated;
revoke execute on function public.is_corporate_team_owner(uuid) from public, anon;
revoke execute on function public.is_corporate_team_member(uuid) from public, anon;
grant execute on function public.team_seats_paid(uuid) to service_role;
grant execute on function public.team_seats_used(uuid) to service_role;
grant execute on function public.is_corporate_team_owner(uuid) to authenticated, service_role;
grant execute on function public.is_corporate_team_member(uuid) to authenticated, service_role;
