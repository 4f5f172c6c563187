-- Public forms (leads, waitlist, R&D inquiries) take one row per request, at a bounded rate per
-- client address, within the column size limits their tables already have. Members' and
-- visitors' download counts are kept by start_resource_download alone, once per member and item
-- a day and once per lead.

-- The client of this request: the last hop of X-Forwarded-For, the address the platform's
-- gateway appended (a client can write only the hops before it). 'unknown' when absent, so
-- requests without it share one budget.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(reverse(split_part(reverse(coalesce(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''
    )), ',', 1))), ''),
    'unknown'
  )
$$;

revoke execute on function public.request_client_address() from public, anon, authenticated;

-- Submissions counted per form and client in fixed one-hour windows. No client reads or writes
-- it (RLS on, no policy for clients, no grants); the trigger below is its only writer.
create table public.public_form_submissions (
  form text not null,
  client_address text not null,
  window_start timestamptz not null,
  submissions integer not null default 0,
  primary key (form, client_address)
);

alter table public.public_form_submissions enable row level security;

create policy "public_form_submissions: no client access" on public.public_form_submissions
  as restrictive to anon, authenticated using (false) with check (false);

revoke all on public.public_form_submissions from anon, authenticated;

-- Submissions a client address may make to each form in an hour.
create or replace function public.public_form_hourly_limit(form text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case form
    when 'content_leads' then 60
    when 'waitlist' then 10
    when 'rd_inquiries' then 10
  end
$$;

revoke execute on function public.public_form_hourly_limit(text) from public, anon, authenticated;

-- One row per request, then the rate: a browser's insert (anon or authenticated; the service
-- role and migrations are not counted) of several rows at once is refused whole (22023, 400);
-- one row is counted for its client address and refused with PT429 (429) once the address used
-- the form's hourly budget.
create or replace function public.public_form_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  used integer;
begin
  if coalesce(auth.jwt() ->> 'role', '') not in ('anon', 'authenticated') then
    return null;
  end if;
  if (select count(*) from new_rows) > 1 then
    raise exception 'One submission per request' using errcode = '22023';
  end if;
  insert into public.public_form_submissions as s (form, client_address, window_start, submissions)
  values (tg_table_name, public.request_client_address(), now(), 1)
  on conflict (form, client_address) do update
    set submissions = case
          when s.window_start > now() - interval '1 hour' then s.submissions + 1
          else 1
        end,
        window_start = case
          when s.window_start > now() - interval '1 hour' then s.window_start
          else now()
        end
  returning submissions into used;
  if used > public.public_form_hourly_limit(tg_table_name) then
    raise exception 'Too many submissions from this address. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  return null;
end
$$;

revoke execute on function public.public_form_guard() from public, anon, authenticated;

create trigger content_leads_guard
  after insert on public.content_leads
  referencing new table as new_rows
  for each statement execute function public.public_form_guard();

create trigger waitlist_guard
  after insert on public.waitlist
  referencing new table as new_rows
  for each statement execute function public.public_form_guard();

create trigger rd_inquiries_guard
  after insert on public.rd_inquiries
  referencing new table as new_rows
  for each statement execute function public.public_form_guard();

-- Downloads: a member's download of an item counts once a day (retries, double clicks and a
-- script calling again every few minutes add nothing), a lead's once.
create or replace function public.start_resource_download(p_item_id uuid, p_lead_id uuid default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  item record;
  caller uuid := case when public.mfa_requirement_met() then auth.uid() end;
  lead_ok boolean := false;
begin
  select r.item_id, r.access_tier, r.file_storage_path into item
  from public.resource_items r where r.item_id = p_item_id;
  if not found then
    raise exception 'resource_not_found' using errcode = 'P0002';
  end if;

  if not public.can_read_resource_tier(item.access_tier) then
    if caller is null then
      raise exception 'sign_in_required' using errcode = '42501';
    end if;
    raise exception 'tier_required' using errcode = '42501';
  end if;

  if p_lead_id is not null then
    select exists (
      select 1 from public.content_leads l
      where l.lead_id = p_lead_id and l.resource_id = item.item_id
        and l.created_at > now() - interval '1 hour'
    ) into lead_ok;
    if not lead_ok then
      raise exception 'lead_required' using errcode = 'P0001';
    end if;
  elsif caller is null then
    raise exception 'lead_required' using errcode = 'P0001';
  end if;

  if item.file_storage_path is null or not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'resources' and o.name = item.file_storage_path
  ) then
    raise exception 'file_not_available' using errcode = 'P0001';
  end if;

  -- One count at a time per member (or lead) and item, whatever runs at once.
  perform pg_advisory_xact_lock(
    hashtextextended(item.item_id::text || coalesce(caller::text, p_lead_id::text), 0)
  );
  if not exists (
    select 1 from public.resource_downloads d
    where d.resource_id = item.item_id
      and (
        (caller is not null and d.user_id = caller and d.created_at > now() - interval '1 day')
        or (caller is null and d.lead_id = p_lead_id)
      )
  ) then
    insert into public.resource_downloads (resource_id, user_id, lead_id)
    values (item.item_id, caller, p_lead_id);
  end if;

  return item.file_storage_path;
end
$$;
