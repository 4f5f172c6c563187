-- The member directory as members use it: a profile is private until its member makes it
-- public, and then appears to signed-in members (not locked out) only; the public list is
-- searched, filtered by expertise area and paged on the server.

-- Private means private to everyone: no one but the member reads a row not made public
-- (administrators see members' profiles on the profiles table, not their directory drafts).
drop policy "member_directory: admins read all" on public.member_directory;

-- A LinkedIn profile address (https://[www.|xx.]linkedin.com/in/<name>[/]) or nothing.
alter table public.member_directory drop constraint member_directory_linkedin_url_check;
alter table public.member_directory add constraint member_directory_linkedin_url_check check (
  char_length(linkedin_url) <= 200
  and linkedin_url ~ '^https://(www\.|[a-z]{2}\.)?linkedin\.com/in/[A-Za-z0-9_%-]{1,100}/?$'
);

-- Texts are stored trimmed, an empty one as NULL; expertise areas trimmed, without empty
-- entries or case-insensitive repeats (the first spelling stays), each at most 100 characters.
create or replace function public.member_directory_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.research_interests := nullif(btrim(new.research_interests), '');
  new.bio := nullif(btrim(new.bio), '');
  new.location := nullif(btrim(new.location), '');
  new.linkedin_url := nullif(btrim(new.linkedin_url), '');
  new.expertise_areas := coalesce((
    select array_agg(kept.area order by kept.first_at)
    from (
      select min(u.ord) as first_at, (array_agg(btrim(u.area) order by u.ord))[1] as area
      from unnest(new.expertise_areas) with ordinality as u (area, ord)
      where btrim(u.area) <> ''
      group by lower(btrim(u.area))
    ) as kept
  ), '{}');
  if exists (select 1 from unnest(new.expertise_areas) as a where char_length(a) > 100) then
    raise exception 'Each expertise area may have at most 100 characters'
      using errcode = '22001';
  end if;
  return new;
end
$$;

revoke execute on function public.member_directory_normalize() from public, anon, authenticated;

create trigger member_directory_normalize
  before insert or update on public.member_directory
  for each row execute function public.member_directory_normalize();

-- The public cards gain the member's country (searched; shown on the card). Same filter as
-- before: only public rows, only for signed-in callers who are not locked out, so a member who
-- turns public off is gone from every read below at once.
create or replace view public.public_member_profiles as
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
    d.updated_at,
    p.country
  from public.member_directory d
  join public.profiles p on p.user_id = d.user_id
  where d.is_public
    and (select auth.uid()) is not null
    and not (select public.is_mfa_locked_out());

-- The directory's search: every word of `search` (case-insensitive substring) must appear in
-- the name, organization, country or one of the expertise areas; `expertise` keeps the members
-- listing that area (case-insensitive, whole area). Newest first. Runs as the caller over the
-- view, so it shows exactly what the view shows them; callers page it with range + count.
create or replace function public.search_public_members(
  search text default null,
  expertise text default null
)
returns setof public.public_member_profiles
language sql
stable
security invoker
set search_path = ''
as $$
  select m.*
  from public.public_member_profiles m
  where (
      nullif(btrim(search_public_members.expertise), '') is null
      or exists (
        select 1 from unnest(m.expertise_areas) as a
        where lower(a) = lower(btrim(search_public_members.expertise))
      )
    )
    and not exists (
      select 1
      from regexp_split_to_table(
        lower(left(coalesce(search_public_members.search, ''), 200)), '\s+'
      ) as term
      where term <> ''
        and strpos(lower(coalesce(m.full_name, '')), term) = 0
        and strpos(lower(coalesce(m.organization, '')), term) = 0
        and strpos(lower(coalesce(m.country, '')), term) = 0
        and not exists (
          select 1 from unnest(m.expertise_areas) as a where strpos(lower(a), term) > 0
        )
    )
  order by m.created_at desc, m.directory_id
$$;

revoke execute on function public.search_public_members(text, text) from public, anon;
grant execute on function public.search_public_members(text, text) to authenticated;

-- The expertise filter's choices: each area listed by public members (case-insensitive, one
-- spelling shown) with how many list it. Built on the view, so it holds public rows only.
create view public.public_member_expertise as
  select min(a) as area, count(*)::integer as members
  from public.public_member_profiles m
  cross join lateral unnest(m.expertise_areas) as a
  group by lower(a);

revoke all on public.public_member_expertise from anon, authenticated;
grant select on public.public_member_expertise to authenticated;
