-- The resource library: metadata readable by everyone (files are gated in
-- storage), managed by admins. English full-text search on search_vector.

create table public.resource_items (
  item_id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  description text check (char_length(description) <= 5000),
  content_type text not null check (content_type in (
    'Research Paper', 'White Paper', 'Case Study', 'Technical Guide', 'Report', 'Article',
    'R&D Report', 'Policy Brief', 'Threat Intelligence', 'Training Material'
  )),
  access_tier text not null default 'Public'
    check (access_tier in ('Public', 'Student', 'Professional', 'Corporate')),
  author_names text[] not null default '{}' check (cardinality(author_names) >= 1),
  tags text[],
  -- Object name inside the `resources` storage bucket.
  file_storage_path text unique check (char_length(file_storage_path) <= 1024),
  mock_cover_url text check (char_length(mock_cover_url) <= 2048),
  publish_date date not null default current_date,
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(description, '')), 'B')
    || setweight(to_tsvector('english', public.immutable_text_join(tags)), 'B')
    || setweight(to_tsvector('english', public.immutable_text_join(author_names) || ' ' || content_type), 'C')
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);

create index resource_items_search_idx on public.resource_items using gin (search_vector);
create index resource_items_publish_date_idx on public.resource_items (publish_date desc);
create index resource_items_created_at_idx on public.resource_items (created_at desc);
create index resource_items_content_type_idx on public.resource_items (content_type);

create trigger resource_items_set_updated_at
  before update on public.resource_items
  for each row execute function public.set_updated_at();

alter table public.resource_items enable row level security;

create policy "resource_items: everyone reads" on public.resource_items
  for select to anon, authenticated
  using (true);

create policy "resource_items: admins create with aal2" on public.resource_items
  for insert to authenticated
  with check (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2');

create policy "resource_items: admins update with aal2" on public.resource_items
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "resource_items: admins delete with aal2" on public.resource_items
  for delete to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2');

revoke insert, update, delete on public.resource_items from anon;

create trigger resource_items_audit
  after insert or update or delete on public.resource_items
  for each row execute function public.audit_row_change('resource');
