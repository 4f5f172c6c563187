-- Asking for a partner area: a signed-in member without the area's profile flag asks once
-- (one open request per member and area, an optional short message); admins grant (the flag is
-- set) or decline through decide_area_access_request. The request, the grant and the decline
-- are written to the audit log with the area's source_app (skillup, intel, tools).
--
-- Areas are named as in the remote registry (tooling/remotes/src/registry.ts AREAS):
-- learning → skillup / is_lms_active, certification → intel / is_cert_partner,
-- tools → tools / has_premium_tool_access. tests/area-access-requests.test.ts checks that
-- area_source_app and the flags below match the registry.

-- The audit log's source_app of an area (its host label); null for anything else.
create or replace function public.area_source_app(area text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case area
    when 'learning' then 'skillup'
    when 'certification' then 'intel'
    when 'tools' then 'tools'
  end
$$;

-- Whether a user's profile holds the flag that grants an area.
create or replace function public.has_area_flag(target_user_id uuid, area text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case area
      when 'learning' then p.is_lms_active
      when 'certification' then p.is_cert_partner
      when 'tools' then p.has_premium_tool_access
      else false
    end
    from public.profiles p where p.user_id = target_user_id
  ), false)
$$;

revoke execute on function public.area_source_app(text) from public, anon, authenticated;
revoke execute on function public.has_area_flag(uuid, text) from public, anon, authenticated;

create table public.area_access_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  area text not null check (area in ('learning', 'certification', 'tools')),
  -- Optional; trimmed (blank → null) by the insert trigger below.
  message text check (char_length(message) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'granted', 'declined')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  check ((status = 'pending') = (decided_at is null))
);

-- One open request per member and area; a declined member may ask again.
create unique index area_access_requests_one_open
  on public.area_access_requests (user_id, area) where status = 'pending';
create index area_access_requests_pending_idx
  on public.area_access_requests (created_at, id) where status = 'pending';
create index area_access_requests_user_idx on public.area_access_requests (user_id, created_at desc);

alter table public.area_access_requests enable row level security;

create policy "area_access_requests: members read own" on public.area_access_requests
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "area_access_requests: admins read all" on public.area_access_requests
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- Members held on the lockout page ask for nothing else.
create policy "area_access_requests: members request for themselves" on public.area_access_requests
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and not (select public.is_mfa_locked_out())
  );

select public.require_aal2_for_member_data('public.area_access_requests');

-- Clients insert the area and the message only, and change nothing afterwards: a decision is
-- made by decide_area_access_request alone, so a request is never "granted" without the flag.
-- Who decided stays with the admins (admin_area_access_requests).
revoke all on public.area_access_requests from anon, authenticated;
grant select (id, user_id, area, message, status, created_at, decided_at)
  on public.area_access_requests to authenticated;
grant insert (area, message) on public.area_access_requests to authenticated;

-- A new request: message trimmed; refused when the member already holds the area (PT409:
-- nothing to ask for); written to the audit log as the member, with the area's source_app.
create or replace function public.area_access_requests_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.message := nullif(btrim(new.message), '');
  if public.has_area_flag(new.user_id, new.area) then
    raise exception 'You already have access to this area' using errcode = 'PT409';
  end if;
  return new;
end
$$;

create or replace function public.area_access_requests_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    new.user_id, public.request_actor_role(), public.area_source_app(new.area),
    'area_access_requested',
    jsonb_build_object('request_id', new.id, 'area', new.area, 'has_message', new.message is not null)
  );
  return null;
end
$$;

revoke execute on function public.area_access_requests_before_insert() from public, anon, authenticated;
revoke execute on function public.area_access_requests_after_insert() from public, anon, authenticated;

create trigger area_access_requests_before_insert
  before insert on public.area_access_requests
  for each row execute function public.area_access_requests_before_insert();

create trigger area_access_requests_audit_insert
  after insert on public.area_access_requests
  for each row execute function public.area_access_requests_after_insert();

-- An admin's decision on an open request: 'granted' sets the area's flag on the member's
-- profile (the profile's own audit entry follows), 'declined' leaves it; both written to the
-- audit log with the area's source_app. Admins at aal2 once they have a factor (assert_admin).
-- Unknown request → PT404; already decided → PT409; a decision other than the two → 22023.
create or replace function public.decide_area_access_request(request_id uuid, decision text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.area_access_requests;
begin
  perform public.assert_admin();
  if decision is null or decision not in ('granted', 'declined') then
    raise exception 'The decision is granted or declined' using errcode = '22023';
  end if;
  select * into request from public.area_access_requests r
   where r.id = decide_area_access_request.request_id
   for update;
  if not found then
    raise exception 'Access request not found' using errcode = 'PT404';
  end if;
  if request.status <> 'pending' then
    raise exception 'This request was already %', request.status using errcode = 'PT409';
  end if;

  update public.area_access_requests r
     set status = decision, decided_at = now(), decided_by = auth.uid()
   where r.id = request.id;

  if decision = 'granted' then
    update public.profiles p
       set is_lms_active = p.is_lms_active or request.area = 'learning',
           is_cert_partner = p.is_cert_partner or request.area = 'certification',
           has_premium_tool_access = p.has_premium_tool_access or request.area = 'tools'
     where p.user_id = request.user_id;
  end if;

  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    auth.uid(), 'admin', public.area_source_app(request.area),
    'area_access_' || decision,
    jsonb_build_object(
      'request_id', request.id, 'target_user_id', request.user_id, 'area', request.area
    )
  );
  return decision;
end
$$;

-- A flag switched on in the Users tab answers the member's open request for that area too,
-- so no request stays pending for an area the member already holds.
create or replace function public.area_access_requests_close_granted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.area_access_requests r
     set status = 'granted', decided_at = now(), decided_by = auth.uid()
   where r.user_id = new.user_id
     and r.status = 'pending'
     and public.has_area_flag(new.user_id, r.area);
  return null;
end
$$;

revoke execute on function public.area_access_requests_close_granted() from public, anon, authenticated;

create trigger profiles_close_granted_area_requests
  after update of is_lms_active, is_cert_partner, has_premium_tool_access on public.profiles
  for each row execute function public.area_access_requests_close_granted();

-- The admins' list: requests with who sent them (name, e-mail, organization, tier); the client
-- filters (status=eq.pending), orders and pages it like a table. Admins only.
create or replace function public.admin_area_access_requests()
returns table (
  id uuid,
  user_id uuid,
  email text,
  full_name text,
  organization text,
  membership_tier text,
  area text,
  message text,
  status text,
  created_at timestamptz,
  decided_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  return query
    select r.id, r.user_id, u.email::text, p.full_name, p.organization, p.membership_tier,
           r.area, r.message, r.status, r.created_at, r.decided_at
      from public.area_access_requests r
      left join auth.users u on u.id = r.user_id
      left join public.profiles p on p.user_id = r.user_id;
end
$$;

revoke execute on function public.decide_area_access_request(uuid, text) from public, anon;
revoke execute on function public.admin_area_access_requests() from public, anon;
grant execute on function public.decide_area_access_request(uuid, text) to authenticated;
grant execute on function public.admin_area_access_requests() to authenticated;
