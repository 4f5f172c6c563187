-- The member directory: each member's own row, public rows visible to signed-in
-- members through the public_member_profiles view.

create table public.member_directory (
  directory_id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  is_public boolean not null default false,
  expertise_areas text[] not null default '{}' check (cardinality(expertise_areas) <= 50),
  research_interests text check (char_length(research_interests) <= 2000),
  bio text check (char_length(bio) <= 2000),
  location text check (char_length(location) <= 200),
  linkedin_url text check (char_length(linkedin_url) <= 500 and linkedin_url ~* '^https?://'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lets PostgREST embed the profile (name, organization) in the own-row read.
  constraint member_directory_profile_fkey foreign key (user_id)
    references public.profiles (user_id) on delete cascade
);

create index member_directory_public_idx on public.member_directory (created_at desc) where is_public;

create trigger member_directory_set_updated_at
  before update on public.member_directory
  for each row execute function public.set_updated_at();

alter table public.member_directory enable row level security;

create policy "member_directory: read own" on public.member_directory
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "member_directory: signed-in members read public rows" on public.member_directory
  for select to authenticated
  using (is_public and not (select public.is_mfa_locked_out()));

create policy "member_directory: admins read all" on public.member_directory
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin') and not (select public.is_mfa_locked_out()));

create policy "member_directory: insert own" on public.member_directory
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "member_directory: update own" on public.member_directory
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on public.member_directory from anon;
revoke update, delete on public.member_directory from authenticated;
-- user_id too: a PostgREST upsert (on_conflict=user_id) sets every posted column.
grant update (user_id, is_public, expertise_areas, research_interests, bio, location, linkedin_url)
  on public.member_directory to authenticated;

-- Public directory cards: a definer view (runs as its owner, so profiles'
-- own-row policy does not hide other members), hence its explicit filter:
-- only public rows, only for signed-in callers who are not locked out.
create view public.public_member_profiles as
  select
    d.directory_id,
    d.user_id,
    p.full_name,
    p.job_title,
    p.organization,
    d.expertise_areas,
    d.research_interests,
    d.bio,
    d.location,
    d.linkedin_url,
    d.created_at,
    d.updated_at
  from public.member_directory d
  join public.profiles p on p.user_id = d.user_id
  where d.is_public
    and (select auth.uid()) is not null
    and not (select public.is_mfa_locked_out());

revoke all on public.public_member_profiles from anon, authenticated;
grant select on public.public_member_profiles to authenticated;
