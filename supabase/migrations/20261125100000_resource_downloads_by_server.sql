-- Downloads are counted by the database, not inserted by the browser: the
-- library asks start_resource_download() for an item's file, which decides
-- whether the caller may have it (the same tier rule as the storage policy),
-- records the download once and returns the object name to fetch from the
-- `resources` bucket. A client can no longer write resource_downloads rows,
-- so a count cannot be forged or repeated at will.

drop policy "resource_downloads: anyone records" on public.resource_downloads;
revoke insert on public.resource_downloads from anon, authenticated;

-- The library names the lead it inserts (a random uuid it makes), so the
-- download that follows can point at it without reading content_leads back.
grant insert (lead_id) on public.content_leads to anon, authenticated;

create index resource_downloads_recent_idx
  on public.resource_downloads (resource_id, created_at desc);

-- Errors (message, SQLSTATE): 'resource_not_found' (P0002); 'file_not_available'
-- (P0001) when the item has no file or its object is missing;
-- 'sign_in_required' / 'tier_required' (42501) when the tier rule refuses;
-- 'lead_required' (P0001) when a visitor downloads a Public item without a
-- lead left for it in the last hour. A repeat by the same member (or the same
-- lead) of the same item within 10 minutes is not counted again.
create or replace function public.start_resource_download(p_item_id uuid, p_lead_id uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  item record;
  caller uuid := auth.uid();
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

  if not exists (
    select 1 from public.resource_downloads d
    where d.resource_id = item.item_id
      and d.created_at > now() - interval '10 minutes'
      and (
        (caller is not null and d.user_id = caller)
        or (caller is null and d.lead_id = p_lead_id)
      )
  ) then
    insert into public.resource_downloads (resource_id, user_id, lead_id)
    values (item.item_id, caller, p_lead_id);
  end if;

  return item.file_storage_path;
end
$$;

revoke execute on function public.start_resource_download(uuid, uuid) from public;
grant execute on function public.start_resource_download(uuid, uuid) to anon, authenticated, service_role;
