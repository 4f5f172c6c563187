-- Supabase Realtime keeps its tenants and settings in _realtime (DB_AFTER_CONNECT_QUERY of the
-- realtime service in docker-compose.yml), owned by the superuser it connects as. The realtime
-- schema of the project (realtime.messages, realtime.topic(), the supabase_realtime publication)
-- is created by the Realtime service's own tenant migrations when it first connects.
\set pguser `echo "$POSTGRES_USER"`

create schema if not exists _realtime;
alter schema _realtime owner to :pguser;
