-- The audit log: written only by triggers (security definer), read by admins.

create table public.audit_logs (
  log_id uuid primary key default gen_random_uuid(),
  "timestamp" timestamptz not null default now(),
  -- No foreign key: the trail outlives the account it mentions.
  user_id uuid,
  user_role text not null,
  source_app text not null default 'main'
    check (source_app in ('main', 'skillup', 'intel', 'tools')),
  action_type text not null check (char_length(action_type) between 1 and 100),
  action_details jsonb not null default '{}'::jsonb
);

create index audit_logs_timestamp_idx on public.audit_logs ("timestamp" desc);
create index audit_logs_source_timestamp_idx on public.audit_logs (source_app, "timestamp" desc);
create index audit_logs_user_idx on public.audit_logs (user_id);

alter table public.audit_logs enable row level security;

create policy "audit_logs: admins read" on public.audit_logs
  for select to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

-- No client writes at all, not even by admins: the trail must be trustworthy.
revoke insert, update, delete, truncate on public.audit_logs from anon, authenticated;

-- The app a request came from, from the x-source-app header the portal's
-- areas send (PostgREST exposes request headers as JSON); anything else → main.
create or replace function public.request_source_app()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when h in ('main', 'skillup', 'intel', 'tools') then h
    else 'main'
  end
  from (
    select lower(
      nullif(current_setting('request.headers', true), '')::json ->> 'x-source-app'
    ) as h
  ) as header
$$;

-- Who acted: admin / member for a signed-in caller, else the API role
-- (service_role for edge functions) or "system" for jobs and migrations.
create or replace function public.request_actor_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is not null and public.has_role(auth.uid(), 'admin') then 'admin'
    when auth.uid() is not null then 'member'
    else coalesce(nullif(auth.role(), ''), 'system')
  end
$$;

create or replace function public.write_audit_log(_action_type text, _details jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), public.request_source_app(), _action_type, _details)
$$;

-- Generic row trigger: action "<entity>_created|updated|deleted" (entity is the
-- trigger's first argument) with the table, the row id and old/new images.
create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entity text := tg_argv[0];
  verb text := case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed text[];
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
    from jsonb_each(new_row) n
    where n.value is distinct from old_row -> n.key and n.key <> 'updated_at';
    if cardinality(changed) = 0 then
      return new;
    end if;
  end if;
  perform public.write_audit_log(
    entity || '_' || verb,
    jsonb_strip_nulls(jsonb_build_object(
      'table', tg_table_name,
      'changed', changed,
      'old', old_row,
      'new', new_row
    ))
  );
  return coalesce(new, old);
end
$$;

revoke execute on function public.request_source_app() from public, anon, authenticated;
revoke execute on function public.request_actor_role() from public, anon, authenticated;
revoke execute on function public.write_audit_log(text, jsonb) from public, anon, authenticated;
revoke execute on function public.audit_row_change() from public, anon, authenticated;

-- Now that audit_logs exists: role grants and revocations are audited.
create trigger user_roles_audit
  after insert or delete on public.user_roles
  for each row execute function public.audit_row_change('role');
