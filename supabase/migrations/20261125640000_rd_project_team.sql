-- R&D project teams. A project is seen by its manager, the members of its team and admins, and
-- by no one else; the manager adds team members by e-mail (add_rd_project_member) and removes
-- them. The team and its names are read through rd_project_team(project).

create table public.rd_project_members (
  project_id uuid not null references public.rd_projects (project_id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  added_by uuid references auth.users (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (project_id, user_id)
);

create index rd_project_members_user_idx on public.rd_project_members (user_id);

-- Once a member has a verified factor, their project data needs an aal2 session: aal2, or no
-- verified factor to ask for. The same definition as the database hardening's
-- (`*_member_data_needs_aal2.sql`, which replaces it with the same body), written here too
-- because these tables come first.
create or replace function public.mfa_requirement_met()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

revoke execute on function public.mfa_requirement_met() from public;
grant execute on function public.mfa_requirement_met() to anon, authenticated, service_role;

-- The three questions every policy of the project's tables asks, answered "no" to a session
-- that still owes its second factor. Security definer, so a policy on rd_projects may ask about
-- the team (and the team's about the project) without the two tables' policies calling each
-- other.
create function public.is_rd_project_manager(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.rd_projects p
    where p.project_id = p_project_id and p.project_manager_id = (select auth.uid())
  ) and public.mfa_requirement_met()
$$;

create function public.is_rd_project_member(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.rd_project_members m
    where m.project_id = p_project_id and m.user_id = (select auth.uid())
  ) and public.mfa_requirement_met()
$$;

create function public.can_read_rd_project(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_rd_project_manager(p_project_id)
    or public.is_rd_project_member(p_project_id)
    or (public.has_role((select auth.uid()), 'admin') and public.mfa_requirement_met())
$$;

revoke execute on function public.is_rd_project_manager(uuid) from public, anon;
revoke execute on function public.is_rd_project_member(uuid) from public, anon;
revoke execute on function public.can_read_rd_project(uuid) from public, anon;
grant execute on function public.is_rd_project_manager(uuid) to authenticated, service_role;
grant execute on function public.is_rd_project_member(uuid) to authenticated, service_role;
grant execute on function public.can_read_rd_project(uuid) to authenticated, service_role;

-- The team reads the project it is on (the manager and admins already do).
create policy "rd_projects: team members read" on public.rd_projects
  for select to authenticated
  using (public.is_rd_project_member(project_id));

alter table public.rd_project_members enable row level security;

create policy "rd_project_members: who sees the project reads its team" on public.rd_project_members
  for select to authenticated
  using (public.can_read_rd_project(project_id));

create policy "rd_project_members: managers remove" on public.rd_project_members
  for delete to authenticated
  using (public.is_rd_project_manager(project_id));

create policy "rd_project_members: not for locked-out users" on public.rd_project_members
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

create policy "rd_project_members: aal2 once MFA is set up" on public.rd_project_members
  as restrictive for all to authenticated
  using ((select public.mfa_requirement_met()))
  with check ((select public.mfa_requirement_met()));

-- Members join a team only through add_rd_project_member.
revoke all on public.rd_project_members from anon, authenticated;
grant select, delete on public.rd_project_members to authenticated;

-- The manager adds a member by e-mail (case and surrounding spaces ignored). Refusals carry a
-- stable SQLSTATE the page translates: 42501 not the manager (or locked out, or owing the
-- second factor), P0002 no account has this address, 22023 their membership does not include
-- R&D projects (Professional, Corporate, a seat on a Corporate team, or admin: the page's
-- guard), 23505 already on the project (the manager too).
create function public.add_rd_project_member(p_project_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_name text;
  v_manager uuid;
begin
  select p.project_manager_id into v_manager
  from public.rd_projects p
  where p.project_id = p_project_id
  for update;
  if v_manager is null or v_manager <> (select auth.uid()) or public.is_mfa_locked_out()
    or not public.mfa_requirement_met() then
    raise exception 'Only the project manager can add team members' using errcode = '42501';
  end if;

  select u.id into v_user
  from auth.users u
  where lower(u.email) = lower(btrim(p_email));
  if v_user is null then
    raise exception 'No member uses this e-mail address' using errcode = 'P0002';
  end if;

  if v_user = v_manager or exists (
    select 1 from public.rd_project_members m
    where m.project_id = p_project_id and m.user_id = v_user
  ) then
    raise exception 'This member is already on the project' using errcode = '23505';
  end if;

  select p.full_name into v_name from public.profiles p where p.user_id = v_user;
  if not (
    coalesce(public.tier_rank(public.member_tier(v_user)), 0) >= 2
    or public.has_role(v_user, 'admin')
  ) then
    raise exception 'This member''s membership does not include R&D projects' using errcode = '22023';
  end if;

  insert into public.rd_project_members (project_id, user_id, added_by)
  values (p_project_id, v_user, (select auth.uid()));

  return jsonb_build_object('user_id', v_user, 'full_name', v_name);
end
$$;

revoke execute on function public.add_rd_project_member(uuid, text) from public, anon;
grant execute on function public.add_rd_project_member(uuid, text) to authenticated;

-- Who works on a project, for everyone who sees it: the manager first, then the team in the
-- order they joined, with their names. Their e-mail addresses only to the manager and admins.
create function public.rd_project_team(p_project_id uuid)
returns table (user_id uuid, full_name text, email text, team_role text, added_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with visible as (
    select public.can_read_rd_project(p_project_id) and not public.is_mfa_locked_out() as ok,
      public.is_rd_project_manager(p_project_id)
        or public.has_role((select auth.uid()), 'admin') as sees_email
  ),
  people as (
    select p.project_manager_id as user_id, 'manager'::text as team_role, p.created_at as added_at
    from public.rd_projects p
    where p.project_id = p_project_id
    union all
    select m.user_id, 'member', m.added_at
    from public.rd_project_members m
    where m.project_id = p_project_id
  )
  select x.user_id, pr.full_name, case when v.sees_email then u.email::text end, x.team_role, x.added_at
  from people x
  cross join visible v
  left join public.profiles pr on pr.user_id = x.user_id
  left join auth.users u on u.id = x.user_id
  where v.ok
  order by x.team_role = 'member', x.added_at, x.user_id
$$;

revoke execute on function public.rd_project_team(uuid) from public, anon;
grant execute on function public.rd_project_team(uuid) to authenticated;
