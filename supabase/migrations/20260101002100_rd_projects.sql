-- R&D projects: Professional and Corporate members (and admins) manage their own.

create table public.rd_projects (
  project_id uuid primary key default gen_random_uuid(),
  project_name text not null check (char_length(btrim(project_name)) between 1 and 200),
  description text check (char_length(description) <= 5000),
  client_organization text check (char_length(client_organization) <= 200),
  start_date date,
  end_date date,
  budget_usd numeric(14, 2) check (budget_usd >= 0),
  -- Not given by the spec; a project's usual life cycle.
  status text not null default 'planning'
    check (status in ('planning', 'active', 'on_hold', 'completed', 'cancelled')),
  project_manager_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);

create index rd_projects_manager_idx on public.rd_projects (project_manager_id, created_at desc);

alter table public.rd_projects enable row level security;

create policy "rd_projects: managers read" on public.rd_projects
  for select to authenticated
  using (project_manager_id = (select auth.uid()));

create policy "rd_projects: admins read all" on public.rd_projects
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "rd_projects: professional or corporate members create" on public.rd_projects
  for insert to authenticated
  with check (
    project_manager_id = (select auth.uid())
    and (
      coalesce(public.tier_rank((select public.current_member_tier())), 0) >= 2
      or public.has_role((select auth.uid()), 'admin')
    )
  );

create policy "rd_projects: managers update" on public.rd_projects
  for update to authenticated
  using (project_manager_id = (select auth.uid()))
  with check (project_manager_id = (select auth.uid()));

create policy "rd_projects: managers and admins delete" on public.rd_projects
  for delete to authenticated
  using (
    project_manager_id = (select auth.uid())
    or (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  );

create policy "rd_projects: not for locked-out users" on public.rd_projects
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

revoke all on public.rd_projects from anon;
revoke update on public.rd_projects from authenticated;
grant update (project_name, description, client_organization, start_date, end_date, budget_usd, status)
  on public.rd_projects to authenticated;
