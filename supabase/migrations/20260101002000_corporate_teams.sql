-- Corporate teams: Corporate members (and admins) create and see their own.

create table public.corporate_teams (
  team_id uuid primary key default gen_random_uuid(),
  team_name text not null check (char_length(btrim(team_name)) between 1 and 200),
  organization text check (char_length(organization) <= 200),
  max_members integer not null default 5 check (max_members between 1 and 1000),
  team_owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index corporate_teams_owner_idx on public.corporate_teams (team_owner_id, created_at desc);

alter table public.corporate_teams enable row level security;

create policy "corporate_teams: owners read" on public.corporate_teams
  for select to authenticated
  using (team_owner_id = (select auth.uid()));

create policy "corporate_teams: admins read all" on public.corporate_teams
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "corporate_teams: corporate members create" on public.corporate_teams
  for insert to authenticated
  with check (
    team_owner_id = (select auth.uid())
    and (
      (select public.current_member_tier()) = 'Corporate'
      or public.has_role((select auth.uid()), 'admin')
    )
  );

create policy "corporate_teams: owners update" on public.corporate_teams
  for update to authenticated
  using (team_owner_id = (select auth.uid()))
  with check (team_owner_id = (select auth.uid()));

create policy "corporate_teams: owners and admins delete" on public.corporate_teams
  for delete to authenticated
  using (
    team_owner_id = (select auth.uid())
    or (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  );

create policy "corporate_teams: not for locked-out users" on public.corporate_teams
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

revoke all on public.corporate_teams from anon;
revoke update on public.corporate_teams from authenticated;
grant update (team_name, organization, max_members) on public.corporate_teams to authenticated;
