-- tools.: frameworks are data (issue 30). A framework is a tree of items (CSF: functions →
-- categories → subcategories; CSAN Essentials: themes → items); the leaves are answered, every
-- other node is a score group. Nothing below knows a framework by name: the texts come from the
-- versioned JSON files in supabase/frameworks/, each loaded by its own generated migration
-- (supabase/scripts/frameworks-sql.ts; supabase/README.md "Frameworks").

create table public.tools_frameworks (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9.-]{1,62}$'),
  name text not null check (char_length(name) between 1 and 200),
  version text not null check (char_length(version) between 1 and 40),
  publisher text not null,
  source text not null,
  licence text not null,
  -- What the levels of the tree are called, top first ('function', 'category').
  group_labels text[] not null,
  position integer not null default 0,
  loaded_at timestamptz not null default now()
);

create table public.tools_framework_items (
  framework_id text not null references public.tools_frameworks (id) on delete cascade,
  code text not null check (char_length(code) between 1 and 40),
  parent_code text,
  depth smallint not null check (depth between 1 and 6),
  position integer not null,
  title text not null,
  description text,
  weight numeric(4, 2) not null default 1 check (weight > 0),
  answerable boolean not null,
  primary key (framework_id, code),
  foreign key (framework_id, parent_code) references public.tools_framework_items (framework_id, code)
);

create index tools_framework_items_parent_idx on public.tools_framework_items (framework_id, parent_code);

-- 'Answer once, map many': an item of one framework answers items of another. Read in both
-- directions by the scoring functions.
create table public.tools_item_mappings (
  framework_id text not null,
  code text not null,
  mapped_framework_id text not null,
  mapped_code text not null,
  primary key (framework_id, code, mapped_framework_id, mapped_code),
  foreign key (framework_id, code) references public.tools_framework_items (framework_id, code) on delete cascade,
  foreign key (mapped_framework_id, mapped_code)
    references public.tools_framework_items (framework_id, code) on delete cascade,
  check (framework_id <> mapped_framework_id)
);

create index tools_item_mappings_reverse_idx
  on public.tools_item_mappings (mapped_framework_id, mapped_code);

alter table public.tools_frameworks enable row level security;
alter table public.tools_framework_items enable row level security;
alter table public.tools_item_mappings enable row level security;

-- Reference data: every signed-in user may read it (the assessments are what is private).
create policy "tools_frameworks: signed-in read" on public.tools_frameworks
  for select to authenticated using (true);
create policy "tools_framework_items: signed-in read" on public.tools_framework_items
  for select to authenticated using (true);
create policy "tools_item_mappings: signed-in read" on public.tools_item_mappings
  for select to authenticated using (true);

select public.require_aal2_for_member_data('public.tools_frameworks');
select public.require_aal2_for_member_data('public.tools_framework_items');
select public.require_aal2_for_member_data('public.tools_item_mappings');

revoke all on public.tools_frameworks from anon, authenticated;
revoke all on public.tools_framework_items from anon, authenticated;
revoke all on public.tools_item_mappings from anon, authenticated;
grant select on public.tools_frameworks, public.tools_framework_items, public.tools_item_mappings
  to authenticated;

-- Loads (or refreshes the texts of) one framework from its JSON document:
-- { id, name, version, publisher, source, licence, group_labels, position,
--   items: [{ code, parent?, title, description?, weight?, maps_to?: { <framework id>: [codes] } }] }
-- Items are listed parents first; depth and answerable (a leaf) are derived. Used by the
-- generated migrations only (no client may call it).
create or replace function public.tools_load_framework(doc jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  fid text := doc ->> 'id';
  item jsonb;
  ord bigint;
  parent_depth smallint;
begin
  insert into public.tools_frameworks (id, name, version, publisher, source, licence, group_labels, position)
  values (
    fid, doc ->> 'name', doc ->> 'version', doc ->> 'publisher', doc ->> 'source', doc ->> 'licence',
    array(select jsonb_array_elements_text(doc -> 'group_labels')),
    coalesce((doc ->> 'position')::integer, 0)
  )
  on conflict (id) do update
    set name = excluded.name, version = excluded.version, publisher = excluded.publisher,
        source = excluded.source, licence = excluded.licence,
        group_labels = excluded.group_labels, position = excluded.position, loaded_at = now();

  for item, ord in select e.value, e.ordinality from jsonb_array_elements(doc -> 'items') with ordinality e loop
    parent_depth := null;
    if item ? 'parent' then
      select i.depth into parent_depth from public.tools_framework_items i
      where i.framework_id = fid and i.code = item ->> 'parent';
      if parent_depth is null then
        raise exception 'framework %: parent % of % is not listed before it', fid, item ->> 'parent', item ->> 'code';
      end if;
    end if;
    insert into public.tools_framework_items
      (framework_id, code, parent_code, depth, position, title, description, weight, answerable)
    values (
      fid, item ->> 'code', item ->> 'parent', coalesce(parent_depth + 1, 1), ord::integer,
      item ->> 'title', item ->> 'description', coalesce((item ->> 'weight')::numeric, 1), true
    )
    on conflict (framework_id, code) do update
      set parent_code = excluded.parent_code, depth = excluded.depth, position = excluded.position,
          title = excluded.title, description = excluded.description, weight = excluded.weight;
  end loop;

  update public.tools_framework_items i
     set answerable = not exists (
       select 1 from public.tools_framework_items c where c.framework_id = i.framework_id and c.parent_code = i.code
     )
   where i.framework_id = fid;

  insert into public.tools_item_mappings (framework_id, code, mapped_framework_id, mapped_code)
  select fid, e.value ->> 'code', m.key, c.value
  from jsonb_array_elements(doc -> 'items') e,
       jsonb_each(coalesce(e.value -> 'maps_to', '{}'::jsonb)) m,
       jsonb_array_elements_text(m.value) c
  on conflict do nothing;
end
$$;

revoke execute on function public.tools_load_framework(jsonb) from public, anon, authenticated;
