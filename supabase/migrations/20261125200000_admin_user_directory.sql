-- The admin console's Users and MFA support tabs read what profiles alone do not hold: each
-- member's e-mail (auth.users) and MFA facts (verified factors, deadline). Two read-only,
-- admin-only set-returning functions; the client pages and counts them like a table
-- (`rpc(...).order().range()` with an exact count), so the database searches and pages.
-- And removing a lost device's authenticators: only a server function with the service role
-- may call admin_remove_mfa_factors, after checking the caller is an admin at aal2.

-- Every profile with its e-mail, newest first; `search` is a case-insensitive substring of
-- the name, the e-mail or the organization (null or blank: everyone). Admins only.
create or replace function public.admin_user_directory(search text default null)
returns table (
  profile_id uuid,
  user_id uuid,
  email text,
  full_name text,
  organization text,
  membership_tier text,
  mfa_enabled boolean,
  is_lms_active boolean,
  is_cert_partner boolean,
  has_premium_tool_access boolean,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := nullif(lower(btrim(coalesce(search, ''))), '');
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  return query
    select p.id, p.user_id, u.email::text, p.full_name, p.organization, p.membership_tier,
           p.mfa_enabled, p.is_lms_active, p.is_cert_partner, p.has_premium_tool_access,
           p.created_at
      from public.profiles p
      left join auth.users u on u.id = p.user_id
     where needle is null
        or strpos(lower(coalesce(p.full_name, '')), needle) > 0
        or strpos(lower(coalesce(u.email, '')), needle) > 0
        or strpos(lower(coalesce(p.organization, '')), needle) > 0
     order by p.created_at desc, p.id;
end
$$;

-- Support requests newest first, with who sent them (name, e-mail), how many verified
-- authenticators they hold now and their MFA deadline. Admins only.
create or replace function public.admin_mfa_support_requests()
returns table (
  id uuid,
  user_id uuid,
  email text,
  full_name text,
  request_type text,
  status text,
  description text,
  contact_method text,
  created_at timestamptz,
  resolved_at timestamptz,
  resolution_notes text,
  verified_factors integer,
  mfa_setup_deadline date
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
    select r.id, r.user_id, u.email::text, p.full_name, r.request_type, r.status,
           r.description, r.contact_method, r.created_at, r.resolved_at, r.resolution_notes,
           (select count(*)::integer from auth.mfa_factors f
             where f.user_id = r.user_id and f.status = 'verified'),
           e.mfa_setup_deadline
      from public.mfa_support_requests r
      left join auth.users u on u.id = r.user_id
      left join public.profiles p on p.user_id = r.user_id
      left join public.mfa_enforcement e on e.user_id = r.user_id
     order by r.created_at desc, r.id;
end
$$;

-- A lost device: every authenticator factor of the member goes (their aal2 sessions drop to
-- aal1, as GoTrue's unenroll does), so they can enrol again; the factor-deleted trigger gives
-- them a fresh 7-day deadline and drops their backup codes. Written to the audit log as the
-- acting admin. Only the service role calls this (the remove-mfa-factors function, which
-- checks the caller is an admin at aal2 first); the acting admin is checked again here.
-- Answers how many factors were removed.
create or replace function public.admin_remove_mfa_factors(
  target_user_id uuid,
  acting_admin_id uuid,
  support_request_id uuid default null
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if acting_admin_id is null or not public.has_role(acting_admin_id, 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  delete from auth.mfa_amr_claims a
   where a.authentication_method = 'totp'
     and a.session_id in (select s.id from auth.sessions s where s.user_id = target_user_id);
  update auth.sessions s set aal = 'aal1', factor_id = null, updated_at = now()
   where s.user_id = target_user_id and s.factor_id is not null;
  delete from auth.mfa_factors f where f.user_id = target_user_id;
  get diagnostics removed = row_count;
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    acting_admin_id, 'admin', 'main', 'mfa_factors_removed',
    jsonb_strip_nulls(jsonb_build_object(
      'target_user_id', target_user_id,
      'factors_removed', removed,
      'support_request_id', support_request_id
    ))
  );
  return removed;
end
$$;

revoke execute on function public.admin_user_directory(text) from public, anon;
revoke execute on function public.admin_mfa_support_requests() from public, anon;
revoke execute on function public.admin_remove_mfa_factors(uuid, uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.admin_user_directory(text) to authenticated;
grant execute on function public.admin_mfa_support_requests() to authenticated;
grant execute on function public.admin_remove_mfa_factors(uuid, uuid, uuid) to service_role;
