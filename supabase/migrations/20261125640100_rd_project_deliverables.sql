-- What an R&D project delivers: a title, a due date and whether it is done. Everyone who sees
-- the project reads them; its manager adds, changes and removes them.

create table public.rd_project_deliverables (
  deliverable_id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.rd_projects (project_id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  due_date date,
  done boolean not null default false,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index rd_project_deliverables_project_idx
  on public.rd_project_deliverables (project_id, due_date, created_at);

alter table public.rd_project_deliverables enable row level security;

create policy "rd_project_deliverables: who sees the project reads" on public.rd_project_deliverables
  for select to authenticated
  using (public.can_read_rd_project(project_id));

create policy "rd_project_deliverables: managers add" on public.rd_project_deliverables
  for insert to authenticated
  with check (
    public.is_rd_project_manager(project_id) and created_by = (select auth.uid())
  );

create policy "rd_project_deliverables: managers change" on public.rd_project_deliverables
  for update to authenticated
  using (public.is_rd_project_manager(project_id))
  with check (public.is_rd_project_manager(project_id));

create policy "rd_project_deliverables: managers remove" on public.rd_project_deliverables
  for delete to authenticated
  using (public.is_rd_project_manager(project_id));

create policy "rd_project_deliverables: not for locked-out users" on public.rd_project_deliverables
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

create policy "rd_project_deliverables: aal2 once MFA is set up" on public.rd_project_deliverables
  as restrictive for all to authenticated
  using ((select public.mfa_requirement_met()))
  with check ((select public.mfa_requirement_met()));

revoke all on public.rd_project_deliverables from anon, authenticated;
grant select, delete on public.rd_project_deliverables to authenticated;
grant insert (project_id, title, due_date, done) on public.rd_project_deliverables to authenticated;
grant update (title, due_date, done) on public.rd_project_deliverables to authenticated;
