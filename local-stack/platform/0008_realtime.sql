-- What Supabase Realtime owns in a project's database (its tenant migrations, reduced to what
-- the stack's realtime service reads): the `realtime` schema, `realtime.messages` whose RLS
-- policies authorise private channels (Realtime Authorization), `realtime.topic()` for those
-- policies, `realtime.send()` for broadcasts from SQL, and the `supabase_realtime` publication
-- that names the tables whose changes are delivered.
--
-- How changes reach the stack (src/realtime/README.md): Supabase reads the WAL through a logical
-- replication slot; PGlite has no replication, so one capture trigger per published table writes
-- each change to `realtime.changes` and wakes the stack with NOTIFY, the same on PGlite and
-- PostgreSQL. `realtime.sync_publication_triggers()` (run at start and when a channel names a
-- table) puts the trigger on every table of the publication and takes it off the others.
create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index
  on realtime.messages (inserted_at desc, topic) where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic a Realtime Authorization check is about (set by the service for the check).
create or replace function realtime.topic() returns text
  language sql stable
  as $$ select nullif(current_setting('realtime.topic', true), '')::text; $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
  returns void language plpgsql
  as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- The queue the stack drains (not Supabase's: the replication slot's stand-in).
create table if not exists realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  kind text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
revoke all on realtime.changes from anon, authenticated, service_role;

-- Runs as its owner so that any writer's change is queued, whatever its own grants.
create or replace function realtime.capture_change() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  insert into realtime.changes (schema_name, table_name, kind, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
  perform pg_notify('realtime_changes', '');
  return null;
end;
$$;

-- Broadcasts from SQL (realtime.send, or a row a client inserts itself) leave through the queue.
create or replace function realtime.capture_message() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if new.extension = 'broadcast' then
    insert into realtime.changes (schema_name, table_name, kind, record)
    values ('realtime', 'messages', 'BROADCAST', to_jsonb(new));
    perform pg_notify('realtime_changes', '');
  end if;
  return null;
end;
$$;
drop trigger if exists realtime_broadcast on realtime.messages;
create trigger realtime_broadcast after insert on realtime.messages
  for each row execute function realtime.capture_message();

create or replace function realtime.sync_publication_triggers() returns void
  language plpgsql security definer set search_path = ''
  as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel
    from pg_class c
    join pg_trigger g on g.tgrelid = c.oid and g.tgname = 'realtime_capture'
    where not exists (
      select 1 from pg_publication_tables p
      where p.pubname = 'supabase_realtime'
        and p.schemaname = c.relnamespace::regnamespace::text and p.tablename = c.relname
    )
  loop
    execute format('drop trigger realtime_capture on %s', t.rel);
  end loop;
  for t in
    select format('%I.%I', p.schemaname, p.tablename)::regclass as rel
    from pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_trigger g
        where g.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
          and g.tgname = 'realtime_capture'
      )
  loop
    execute format(
      'create trigger realtime_capture after insert or update or delete on %s '
      'for each row execute function realtime.capture_change()', t.rel);
  end loop;
end;
$$;
revoke execute on function realtime.sync_publication_triggers() from public;
