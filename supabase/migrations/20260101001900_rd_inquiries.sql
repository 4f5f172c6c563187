-- R&D-for-hire inquiries: anyone submits, admins read and move the status.

create table public.rd_inquiries (
  inquiry_id uuid primary key default gen_random_uuid(),
  project_title text not null check (char_length(btrim(project_title)) between 1 and 200),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 100),
  contact_email text not null
    check (char_length(contact_email) <= 255 and contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  organization_name text not null check (char_length(btrim(organization_name)) between 1 and 200),
  organization_type text not null
    check (organization_type in ('corporate', 'dfi', 'government', 'ngo', 'other')),
  project_scope text check (char_length(project_scope) <= 5000),
  status text not null default 'new'
    check (status in ('new', 'contacted', 'in_progress', 'completed', 'declined')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index rd_inquiries_created_at_idx on public.rd_inquiries (created_at desc);

create trigger rd_inquiries_set_updated_at
  before update on public.rd_inquiries
  for each row execute function public.set_updated_at();

alter table public.rd_inquiries enable row level security;

create policy "rd_inquiries: anyone submits" on public.rd_inquiries
  for insert to anon, authenticated
  with check (status = 'new');

create policy "rd_inquiries: admins read" on public.rd_inquiries
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "rd_inquiries: admins update status with aal2" on public.rd_inquiries
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.rd_inquiries from anon, authenticated;
grant insert (project_title, contact_name, contact_email, organization_name, organization_type, project_scope)
  on public.rd_inquiries to anon, authenticated;
grant update (status) on public.rd_inquiries to authenticated;

create trigger rd_inquiries_audit
  after update on public.rd_inquiries
  for each row execute function public.audit_row_change('rd_inquiry');
