-- An R&D project's message thread between its team and its managers: everyone who sees the
-- project reads it; the manager and the team post, and so do admins (the R&D managers) in an
-- aal2 session like every admin write. A message is a record: nobody edits or deletes one.

create table public.rd_project_messages (
  message_id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.rd_projects (project_id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- Set by the database when the message is posted: the author's name and what they are to
  -- the project then (readers cannot read other members' profiles).
  author_name text,
  author_role text not null default 'member' check (author_role in ('manager', 'member', 'admin')),
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now()
);

create index rd_project_messages_project_idx
  on public.rd_project_messages (project_id, created_at desc, message_id);

create function public.rd_project_messages_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.body := btrim(new.body);
  new.created_at := now();
  new.author_name := (select p.full_name from public.profiles p where p.user_id = new.author_id);
  new.author_role := case
    when exists (
      select 1 from public.rd_projects r
      where r.project_id = new.project_id and r.project_manager_id = new.author_id
    ) then 'manager'
    when exists (
      select 1 from public.rd_project_members m
      where m.project_id = new.project_id and m.user_id = new.author_id
    ) then 'member'
    else 'admin'
  end;
  return new;
end
$$;

revoke execute on function public.rd_project_messages_stamp() from public, anon, authenticated;

create trigger rd_project_messages_stamp
  before insert on public.rd_project_messages
  for each row execute function public.rd_project_messages_stamp();

alter table public.rd_project_messages enable row level security;

create policy "rd_project_messages: who sees the project reads" on public.rd_project_messages
  for select to authenticated
  using (public.can_read_rd_project(project_id));

create policy "rd_project_messages: manager, team and admins post" on public.rd_project_messages
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (
      public.is_rd_project_manager(project_id)
      or public.is_rd_project_member(project_id)
      or (
        public.has_role((select auth.uid()), 'admin')
        and (select auth.jwt() ->> 'aal') = 'aal2'
      )
    )
  );

create policy "rd_project_messages: not for locked-out users" on public.rd_project_messages
  as restrictive for all to authenticated
  using (not (select public.is_mfa_locked_out()))
  with check (not (select public.is_mfa_locked_out()));

create policy "rd_project_messages: aal2 once MFA is set up" on public.rd_project_messages
  as restrictive for all to authenticated
  using ((select public.mfa_requirement_met()))
  with check ((select public.mfa_requirement_met()));

revoke all on public.rd_project_messages from anon, authenticated;
grant select on public.rd_project_messages to authenticated;
grant insert (project_id, body) on public.rd_project_messages to authenticated;
