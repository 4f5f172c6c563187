-- The society's inboxes hear of a stored lead or R&D inquiry once, with what the database
-- holds: send-lead-notification / send-rd-inquiry-notification take only the row's id, claim
-- its notification here with the service role (the first claim wins, a repeat gets nothing),
-- and mail what these functions return. A browser can no longer make the functions mail text
-- of its own choosing, nor mail one row twice; how many rows it can store is the public forms'
-- hourly limit per address.

-- The browser names its inquiry (as it already names its lead) so it can ask for the mail.
grant insert (inquiry_id) on public.rd_inquiries to anon, authenticated;

-- Which rows were notified. No client reads or writes it (RLS on, deny-all, no grants).
create table public.form_notifications (
  form text not null check (form in ('content_leads', 'rd_inquiries')),
  row_id uuid not null,
  notified_at timestamptz not null default now(),
  primary key (form, row_id)
);

alter table public.form_notifications enable row level security;

create policy "form_notifications: no client access" on public.form_notifications
  as restrictive to anon, authenticated using (false) with check (false);

revoke all on public.form_notifications from anon, authenticated;
grant select, insert, delete on public.form_notifications to service_role;

-- Claims the notification of one lead: its details (the resource's title from the library)
-- the first time, no row when the lead is unknown or was already notified.
create or replace function public.claim_lead_notification(p_lead_id uuid)
returns table (lead_name text, lead_email text, organization text, resource_title text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.form_notifications (form, row_id)
  select 'content_leads', l.lead_id from public.content_leads l where l.lead_id = p_lead_id
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query
    select l.lead_name, l.lead_email, l.organization, r.title
      from public.content_leads l
      left join public.resource_items r on r.item_id = l.resource_id
     where l.lead_id = p_lead_id;
end
$$;

-- The same for one R&D inquiry.
create or replace function public.claim_rd_inquiry_notification(p_inquiry_id uuid)
returns table (
  contact_name text,
  contact_email text,
  organization_name text,
  organization_type text,
  project_title text,
  project_scope text
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.form_notifications (form, row_id)
  select 'rd_inquiries', i.inquiry_id from public.rd_inquiries i where i.inquiry_id = p_inquiry_id
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query
    select i.contact_name, i.contact_email, i.organization_name, i.organization_type,
           i.project_title, i.project_scope
      from public.rd_inquiries i
     where i.inquiry_id = p_inquiry_id;
end
$$;

-- A mail the provider refused: the claim is given back, so a retry can notify.
create or replace function public.release_form_notification(p_form text, p_row_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.form_notifications where form = p_form and row_id = p_row_id
$$;

revoke execute on function public.claim_lead_notification(uuid) from public, anon, authenticated;
revoke execute on function public.claim_rd_inquiry_notification(uuid)
  from public, anon, authenticated;
revoke execute on function public.release_form_notification(text, uuid)
  from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid) to service_role;
grant execute on function public.claim_rd_inquiry_notification(uuid) to service_role;
grant execute on function public.release_form_notification(text, uuid) to service_role;
