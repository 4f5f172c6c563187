-- Member profiles: one per auth user, created by the sign-up trigger.

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 100),
  phone_number text check (char_length(phone_number) <= 50),
  organization text check (char_length(organization) <= 200),
  job_title text check (char_length(job_title) <= 200),
  country text check (char_length(country) <= 100),
  -- NULL = no membership.
  membership_tier text check (membership_tier in ('Student', 'Professional', 'Corporate')),
  mfa_enabled boolean not null default false,
  is_lms_active boolean not null default false,
  is_cert_partner boolean not null default false,
  has_premium_tool_access boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- The caller's own tier, for policies (profiles is RLS-protected itself).
create or replace function public.current_member_tier()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.membership_tier from public.profiles p where p.user_id = (select auth.uid())
$$;

revoke execute on function public.current_member_tier() from public;
grant execute on function public.current_member_tier() to anon, authenticated, service_role;

alter table public.profiles enable row level security;

create policy "profiles: read own" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "profiles: admins read all" on public.profiles
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "profiles: update own" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "profiles: admins update with aal2" on public.profiles
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2');

-- A locked-out user still sees their own profile (to set MFA up on /account),
-- never anyone else's.
create policy "profiles: locked-out users see only themselves" on public.profiles
  as restrictive for select to authenticated
  using (user_id = (select auth.uid()) or not (select public.is_mfa_locked_out()));

-- Rows come from the sign-up trigger and go with the auth user.
revoke insert, delete, update on public.profiles from anon, authenticated;
-- Column privileges: membership_tier (set by payments), ids and timestamps are
-- never client-writable. The access flags are granted because admins are
-- `authenticated` too; the trigger below keeps members off them.
grant update (
  full_name, phone_number, organization, job_title, country, mfa_enabled,
  is_lms_active, is_cert_partner, has_premium_tool_access
) on public.profiles to authenticated;

-- Access flags change only by an admin in an aal2 session (or by the server:
-- security definer procedures and the service role run as other roles).
create or replace function public.profiles_guard_access_flags()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and (
      new.is_lms_active is distinct from old.is_lms_active
      or new.is_cert_partner is distinct from old.is_cert_partner
      or new.has_premium_tool_access is distinct from old.has_premium_tool_access
    )
    and not (
      public.has_role(auth.uid(), 'admin') and coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    )
  then
    raise exception 'Only administrators can change access flags'
      using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function public.profiles_guard_access_flags() from public, anon, authenticated;

create trigger profiles_guard_access_flags
  before update on public.profiles
  for each row execute function public.profiles_guard_access_flags();

create trigger profiles_audit_access
  after update on public.profiles
  for each row
  when (
    new.is_lms_active is distinct from old.is_lms_active
    or new.is_cert_partner is distinct from old.is_cert_partner
    or new.has_premium_tool_access is distinct from old.has_premium_tool_access
    or new.membership_tier is distinct from old.membership_tier
  )
  execute function public.audit_row_change('access_flags');
