-- MFA enforced by the database: once a user has a verified factor, every row and file of
-- theirs and every member-only table needs an aal2 session (Supabase's documented restrictive
-- policy comparing the JWT's `aal` with the user's verified factors). A session that still
-- owes its second factor reads and writes what a visitor may, nothing more.

-- True when the caller's session is good enough for member data: aal2, or no verified factor
-- to ask for (visitors, the service role and members who have not set MFA up).
create or replace function public.mfa_requirement_met()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

revoke execute on function public.mfa_requirement_met() from public;
grant execute on function public.mfa_requirement_met() to anon, authenticated, service_role;

comment on function public.mfa_requirement_met() is
  'aal2, or no verified factor: the restrictive "aal2 once MFA is set up" policies use it.';

-- Gives a table the restrictive policy "<table>: aal2 once MFA is set up" for every operation
-- of signed-in callers; with `public_insert` the insert stays open (forms anyone may submit),
-- so only reads, updates and deletes need it. For migrations: a new member-owned table calls
-- `select public.require_aal2_for_member_data('public.<table>');` after enabling RLS.
create or replace function public.require_aal2_for_member_data(
  target regclass,
  public_insert boolean default false
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  table_name text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
  operation text;
begin
  if public_insert then
    foreach operation in array array['select', 'update', 'delete'] loop
      execute format(
        'create policy %I on %s as restrictive for %s to authenticated using ((select public.mfa_requirement_met()))',
        format('%s: %s needs aal2 once MFA is set up', table_name, operation),
        target,
        operation
      );
    end loop;
  else
    execute format(
      'create policy %I on %s as restrictive for all to authenticated using ((select public.mfa_requirement_met())) with check ((select public.mfa_requirement_met()))',
      format('%s: aal2 once MFA is set up', table_name),
      target
    );
  end if;
end
$$;

revoke execute on function public.require_aal2_for_member_data(regclass, boolean)
  from public, anon, authenticated, service_role;

-- Members' own rows and everything only members (or admins) read.
select public.require_aal2_for_member_data('public.profiles');
select public.require_aal2_for_member_data('public.user_roles');
select public.require_aal2_for_member_data('public.mfa_enforcement');
select public.require_aal2_for_member_data('public.mfa_backup_codes');
select public.require_aal2_for_member_data('public.mfa_support_requests');
select public.require_aal2_for_member_data('public.audit_logs');
select public.require_aal2_for_member_data('public.discount_codes');
select public.require_aal2_for_member_data('public.subscriptions');
select public.require_aal2_for_member_data('public.transactions');
select public.require_aal2_for_member_data('public.invitation_tokens');
select public.require_aal2_for_member_data('public.tool_beta_requests');
select public.require_aal2_for_member_data('public.corporate_teams');
select public.require_aal2_for_member_data('public.corporate_team_members');
select public.require_aal2_for_member_data('public.corporate_team_invitations');
select public.require_aal2_for_member_data('public.rd_projects');
select public.require_aal2_for_member_data('public.member_directory');
-- Public forms: anyone submits, only admins (at aal2 once they have a factor) read them.
select public.require_aal2_for_member_data('public.waitlist', public_insert => true);
select public.require_aal2_for_member_data('public.content_leads', public_insert => true);
select public.require_aal2_for_member_data('public.rd_inquiries', public_insert => true);
select public.require_aal2_for_member_data('public.resource_downloads', public_insert => true);

-- Files: a session owing its second factor opens what a visitor opens (Public resources) and
-- writes nothing, in every bucket.
create policy "objects: aal2 once MFA is set up" on storage.objects
  as restrictive
  for all to authenticated
  using (
    (select public.mfa_requirement_met())
    or (
      bucket_id = 'resources'
      and exists (
        select 1 from public.resource_items r
        where r.file_storage_path = storage.objects.name and r.access_tier = 'Public'
      )
    )
  )
  with check ((select public.mfa_requirement_met()));

-- Security-definer functions see past RLS, so each one that returns or changes member data
-- asks the same question.

-- The caller's tier (their own, or Corporate through a team: member_tier): unknown (a
-- visitor's) until the second factor is passed.
create or replace function public.current_member_tier()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_tier((select auth.uid())) where public.mfa_requirement_met()
$$;

-- Gated files (and the download counter below) treat such a session as a visitor.
create or replace function public.can_read_resource_tier(item_tier text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select item_tier = 'Public'
    or (
      auth.uid() is not null
      and public.mfa_requirement_met()
      and not public.is_mfa_locked_out()
      and (
        public.has_role(auth.uid(), 'admin')
        or coalesce(public.tier_rank(public.current_member_tier()), 0)
          >= coalesce(public.tier_rank(item_tier), 999)
      )
    )
$$;

-- A download is counted as the member only in a session that passed its second factor;
-- before that the caller is a visitor (a lead for the item is needed, the lead is counted).
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

-- A role counts for the caller only in a session that passed its second factor: an admin
-- owing the MFA code step is no admin to any policy or procedure (reads included). Asked
-- about another user (the service's checks), the role is the role.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
  and (_user_id is distinct from (select auth.uid()) or public.mfa_requirement_met())
$$;

-- Every admin procedure starts with has_role or one of these two checks.
create or replace function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if not public.mfa_requirement_met() then
    raise exception 'Access denied: multi-factor authentication required' using errcode = '42501';
  end if;
end
$$;

-- The member directory's public cards (and the expertise list and search built on them): for
-- signed-in members not locked out, in a session that passed its second factor.
create or replace view public.public_member_profiles as
  select
    d.directory_id,
    d.user_id,
    p.full_name,
    p.job_title,
    p.organization,
    d.expertise_areas,
    d.research_interests,
    d.bio,
    d.location,
    d.linkedin_url,
    d.created_at,
    d.updated_at,
    p.country
  from public.member_directory d
  join public.profiles p on p.user_id = d.user_id
  where d.is_public
    and (select auth.uid()) is not null
    and not (select public.is_mfa_locked_out())
    and (select public.mfa_requirement_met());
