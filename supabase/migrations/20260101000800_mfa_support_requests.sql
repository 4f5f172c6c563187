-- Support requests from locked-out (or struggling) users; resolved by admins.

create table public.mfa_support_requests (
  id uuid primary key default gen_random_uuid(),
  -- The lockout page sends no user id, so it is optional.
  user_id uuid references auth.users (id) on delete set null,
  request_type text not null
    check (request_type in ('locked_out', 'setup_help', 'reset_request', 'lost_device')),
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'resolved')),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  contact_method text check (char_length(contact_method) <= 255),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution_notes text check (char_length(resolution_notes) <= 5000),
  resolved_by uuid references auth.users (id) on delete set null,
  check ((status = 'resolved') = (resolved_at is not null))
);

create index mfa_support_requests_created_at_idx on public.mfa_support_requests (created_at desc);
create index mfa_support_requests_user_idx on public.mfa_support_requests (user_id);

alter table public.mfa_support_requests enable row level security;

-- Anyone may ask for help; a signed-in caller may only attach their own id.
create policy "mfa_support_requests: anyone submits" on public.mfa_support_requests
  for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "mfa_support_requests: admins read" on public.mfa_support_requests
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "mfa_support_requests: admins resolve with aal2" on public.mfa_support_requests
  for update to authenticated
  using (public.has_role((select auth.uid()), 'admin') and (select auth.jwt() ->> 'aal') = 'aal2')
  with check (public.has_role((select auth.uid()), 'admin'));

revoke insert, update, delete on public.mfa_support_requests from anon, authenticated;
grant insert (user_id, request_type, description, contact_method)
  on public.mfa_support_requests to anon, authenticated;
grant update (status, resolved_at, resolution_notes, resolved_by)
  on public.mfa_support_requests to authenticated;

create trigger mfa_support_requests_audit
  after update on public.mfa_support_requests
  for each row execute function public.audit_row_change('mfa_support_request');
