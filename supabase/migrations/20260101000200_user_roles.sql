-- Roles (only "admin" today) and has_role(), the check every admin policy uses.

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

-- security definer: policies call it for any row, and user_roles itself is
-- RLS-protected; a fixed empty search_path keeps it from being hijacked.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
$$;

revoke execute on function public.has_role(uuid, text) from public, anon;
grant execute on function public.has_role(uuid, text) to authenticated, service_role;

alter table public.user_roles enable row level security;

create policy "user_roles: read own" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "user_roles: admins read all" on public.user_roles
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "user_roles: admins grant" on public.user_roles
  for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "user_roles: admins revoke" on public.user_roles
  for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Role changes are admin console actions: second factor required.
create policy "user_roles: writes need aal2" on public.user_roles
  as restrictive for insert to authenticated
  with check ((select auth.jwt() ->> 'aal') = 'aal2');

create policy "user_roles: deletes need aal2" on public.user_roles
  as restrictive for delete to authenticated
  using ((select auth.jwt() ->> 'aal') = 'aal2');

revoke update on public.user_roles from anon, authenticated;
revoke insert, delete on public.user_roles from anon;
