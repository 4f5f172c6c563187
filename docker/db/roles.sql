-- Run once by supabase/postgres at first start (init-scripts): the roles the API services
-- log in as get POSTGRES_PASSWORD, as in Supabase's self-hosting setup.
\set pgpass `echo "$POSTGRES_PASSWORD"`

alter user authenticator with password :'pgpass';
alter user pgbouncer with password :'pgpass';
alter user supabase_auth_admin with password :'pgpass';
alter user supabase_storage_admin with password :'pgpass';
