-- Lead captures before Public downloads, and the download counts for analytics.

create table public.content_leads (
  lead_id uuid primary key default gen_random_uuid(),
  resource_id uuid references public.resource_items (item_id) on delete set null,
  lead_name text not null check (char_length(btrim(lead_name)) between 1 and 201),
  lead_email text not null
    check (char_length(lead_email) <= 255 and lead_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  organization text check (char_length(organization) <= 200),
  job_title text check (char_length(job_title) <= 200),
  phone_number text check (char_length(phone_number) <= 50),
  country text check (char_length(country) <= 100),
  created_at timestamptz not null default now()
);

create index content_leads_created_at_idx on public.content_leads (created_at desc);
create index content_leads_resource_idx on public.content_leads (resource_id);

alter table public.content_leads enable row level security;

create policy "content_leads: anyone submits" on public.content_leads
  for insert to anon, authenticated
  with check (true);

create policy "content_leads: admins read" on public.content_leads
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.content_leads from anon, authenticated;
grant insert (resource_id, lead_name, lead_email, organization, job_title, phone_number, country)
  on public.content_leads to anon, authenticated;

create table public.resource_downloads (
  id uuid primary key default gen_random_uuid(),
  resource_id uuid not null references public.resource_items (item_id) on delete cascade,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  lead_id uuid references public.content_leads (lead_id) on delete set null,
  created_at timestamptz not null default now()
);

create index resource_downloads_resource_idx on public.resource_downloads (resource_id);

alter table public.resource_downloads enable row level security;

-- Counted by the library after a download starts; a signed-in caller can
-- only record downloads as themselves.
create policy "resource_downloads: anyone records" on public.resource_downloads
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "resource_downloads: admins read" on public.resource_downloads
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.resource_downloads from anon, authenticated;
grant insert (resource_id, user_id, lead_id) on public.resource_downloads to anon, authenticated;
