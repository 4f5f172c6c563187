-- The member's own data, out of the portal ('Download my data' on /account): the data subject's
-- right of access (Ghana's Data Protection Act, 2012, Act 843; docs/security.md).
--
-- Which rows are the member's is read from the catalog, not from a hand list that goes stale
-- when a table is added: personal_data_columns() names, for every public table, the columns
-- that tie a row to a person:
--   'user'  a uuid column that refers to auth.users or profiles (or is named user_id), except
--           the *_by columns that only record who acted on someone's row;
--   'email' a text column named email or *_email (leads, waiting list, invitations, inquiries);
--   'actor' the *_by columns, only for a table that has neither of the above (an advisory or
--           a course the member wrote); a table with a subject is never read by its actor
--           columns, or an admin's export would carry the members whose requests they decided.
-- supabase/tests/member-data.test.ts checks every table with personal data against it.

create or replace function public.personal_data_columns()
returns table (table_name text, column_name text, match text)
language sql
stable
security definer
set search_path = ''
as $$
  with cols as (
    select c.relname::text as table_name,
      a.attname::text as column_name,
      a.atttypid,
      exists (
        select 1 from pg_catalog.pg_constraint k
         where k.conrelid = c.oid and k.contype = 'f' and a.attnum = any (k.conkey)
           and k.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
      ) as refers_to_person
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where c.relkind in ('r', 'p')
  ),
  tagged as (
    select table_name, column_name,
      case
        when (refers_to_person or (column_name = 'user_id' and atttypid = 'uuid'::regtype))
          and column_name !~ '_by$' then 'user'
        when atttypid in ('text'::regtype, 'character varying'::regtype)
          and (column_name = 'email' or column_name ~ '_email$') then 'email'
        when refers_to_person then 'actor'
      end as match
    from cols
  )
  select t.table_name, t.column_name, t.match
    from tagged t
   where t.match in ('user', 'email')
      or (t.match = 'actor' and not exists (
        select 1 from tagged s where s.table_name = t.table_name and s.match in ('user', 'email')
      ))
   order by 1, 2
$$;

revoke execute on function public.personal_data_columns() from public, anon, authenticated;

-- Columns that hold a secret rather than information about the person (a backup code's hash,
-- an invitation token): left out of the export.
create or replace function public.personal_data_secret_columns(p_table text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text), '{}')
    from pg_catalog.pg_attribute a
   where a.attrelid = format('public.%I', p_table)::regclass
     and a.attnum > 0 and not a.attisdropped
     and a.attname ~ '(hash|secret|^token$)'
$$;

revoke execute on function public.personal_data_secret_columns(text) from public, anon, authenticated;

-- The condition that picks a person's rows of one table ($1 = user id, $2 = lower(e-mail)).
-- The audit log also holds rows about the person written by someone else (an admin changing
-- their deadline): those name the person's id in their details.
create or replace function public.personal_data_condition(p_table text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg(
      case p.match
        when 'email' then format('lower(r.%I) = $2', p.column_name)
        else format('r.%I = $1', p.column_name)
      end,
      ' or ' order by p.column_name
    )
    || case when p_table = 'audit_logs' then ' or strpos(r.action_details::text, $1::text) > 0' else '' end
    from public.personal_data_columns() p
   where p.table_name = p_table
$$;

revoke execute on function public.personal_data_condition(text) from public, anon, authenticated;

-- Everything the portal holds about one person, as JSON: their account, one key per table with
-- personal data (every table personal_data_columns names, [] when none of its rows are theirs)
-- and the teams and projects they belong to. Internal: export_my_data is the way in.
create or replace function public.personal_data_of(p_user uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_tables jsonb := '{}';
  v_rows jsonb;
  t record;
begin
  select lower(u.email) into v_email from auth.users u where u.id = p_user;
  for t in select distinct p.table_name from public.personal_data_columns() p order by 1 loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) - $3 order by to_jsonb(r)::text), ''[]'') from public.%I r where %s',
      t.table_name, public.personal_data_condition(t.table_name)
    ) into v_rows using p_user, v_email, public.personal_data_secret_columns(t.table_name);
    v_tables := v_tables || jsonb_build_object(t.table_name, v_rows);
  end loop;
  return jsonb_build_object(
    'format', 'csan-member-data/1',
    'generated_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'phone', u.phone, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at,
        'factors', coalesce((
          select jsonb_agg(jsonb_build_object(
            'type', f.factor_type, 'status', f.status, 'created_at', f.created_at) order by f.created_at)
            from auth.mfa_factors f where f.user_id = u.id
        ), '[]')
      )
      from auth.users u where u.id = p_user
    ),
    'memberships', jsonb_build_object(
      'teams', coalesce((
        select jsonb_agg(jsonb_build_object(
          'team_id', ct.team_id, 'team_name', ct.team_name, 'organization', ct.organization,
          'role', case when ct.team_owner_id = p_user then 'owner' else 'member' end)
          order by ct.team_name)
          from public.corporate_teams ct
         where ct.team_owner_id = p_user
            or exists (select 1 from public.corporate_team_members m
                        where m.team_id = ct.team_id and m.user_id = p_user)
      ), '[]'),
      'projects', coalesce((
        select jsonb_agg(jsonb_build_object(
          'project_id', rp.project_id, 'project_name', rp.project_name, 'status', rp.status,
          'role', case when rp.project_manager_id = p_user then 'manager' else 'member' end)
          order by rp.project_name)
          from public.rd_projects rp
         where rp.project_manager_id = p_user
            or exists (select 1 from public.rd_project_members m
                        where m.project_id = rp.project_id and m.user_id = p_user)
      ), '[]')
    ),
    'tables', v_tables
  );
end
$$;

revoke execute on function public.personal_data_of(uuid) from public, anon, authenticated;

-- 'Download my data': the caller's own data, at aal2 only (it is everything about them in one
-- file), audited. Volatile because it writes the audit row.
create or replace function public.export_my_data()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  v_data jsonb;
begin
  if caller is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'mfa_required' using errcode = '42501',
      hint = 'Verify with your authenticator (aal2) to download your data';
  end if;
  v_data := public.personal_data_of(caller);
  perform public.write_audit_log('member_data_exported', jsonb_build_object(
    'tables', (select count(*) from jsonb_object_keys(v_data -> 'tables'))
  ));
  return v_data;
end
$$;

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
