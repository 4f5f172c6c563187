-- Small helpers every later migration uses: tier ranks and updated_at upkeep.

-- Tier ranks of the spec (Student 1 < Professional 2 < Corporate 3; Public items 0).
-- Unknown names give NULL so each caller picks its own default: an unknown
-- member tier counts as 0, an unknown item tier as 999 (never accessible).
create or replace function public.tier_rank(tier text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case tier
    when 'Public' then 0
    when 'Student' then 1
    when 'Professional' then 2
    when 'Corporate' then 3
  end
$$;

-- array_to_string is only STABLE (it calls type output functions); for text[]
-- it is really immutable, which generated columns need.
create or replace function public.immutable_text_join(items text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_to_string(items, ' '), '')
$$;

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke execute on function public.set_updated_at() from public, anon, authenticated;
-- Generated columns evaluate it as the writing role, so it stays executable.
grant execute on function public.immutable_text_join(text[]) to anon, authenticated, service_role;
grant execute on function public.tier_rank(text) to anon, authenticated, service_role;
