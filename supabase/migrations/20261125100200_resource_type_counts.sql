-- The library at 100,000 items: counting every row (or every row of a type)
-- on each visit costs a scan. The number of items of each content type is
-- kept up to date by statement triggers instead, so the type filter and the
-- count of an unsearched library read a handful of rows; searches still count
-- their matches exactly (GIN index). Pages are ordered by publish date, then
-- item id (no overlap between pages of equal dates), straight from an index.

create table public.resource_type_counts (
  content_type text primary key,
  item_count integer not null check (item_count >= 0)
);

alter table public.resource_type_counts enable row level security;

create policy "resource_type_counts: everyone reads" on public.resource_type_counts
  for select to anon, authenticated
  using (true);

revoke insert, update, delete on public.resource_type_counts from anon, authenticated;

insert into public.resource_type_counts (content_type, item_count)
select r.content_type, count(*)::integer from public.resource_items r group by r.content_type;

create or replace function public.count_resource_types()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update public.resource_type_counts c set item_count = c.item_count - o.n
    from (select content_type, count(*)::integer as n from old_rows group by content_type) o
    where c.content_type = o.content_type;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.resource_type_counts (content_type, item_count)
    select content_type, count(*)::integer from new_rows group by content_type
    on conflict (content_type)
      do update set item_count = public.resource_type_counts.item_count + excluded.item_count;
  end if;
  delete from public.resource_type_counts where item_count = 0;
  return null;
end
$$;

revoke execute on function public.count_resource_types() from public, anon, authenticated;

create trigger resource_items_count_inserted
  after insert on public.resource_items
  referencing new table as new_rows
  for each statement execute function public.count_resource_types();

create trigger resource_items_count_deleted
  after delete on public.resource_items
  referencing old table as old_rows
  for each statement execute function public.count_resource_types();

create trigger resource_items_count_updated
  after update on public.resource_items
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_resource_types();

-- The filter's options now read the kept counts.
create or replace view public.resource_content_types
with (security_invoker = true)
as
  select c.content_type, c.item_count
  from public.resource_type_counts c
  where c.item_count > 0;

-- Newest first, item id breaking ties: the unsearched library and one type's pages.
create index resource_items_page_order_idx
  on public.resource_items (publish_date desc, item_id);
drop index public.resource_items_content_type_idx;
create index resource_items_type_page_order_idx
  on public.resource_items (content_type, publish_date desc, item_id);
