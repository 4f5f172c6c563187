-- Statement timeouts per API role, as Supabase sets them on every project: a request as anon
-- may run a statement for 3 s, a signed-in one for 8 s, and PostgREST's own login
-- (authenticator) 8 s; service_role (server code only) and the platform roles have none.
-- PostgREST applies the impersonated role's settings to each request's transaction, so one
-- slow query (a catastrophic regular expression in a filter, say) ends with SQLSTATE 57014
-- instead of holding a connection. On Supabase these values are already set: a no-op there.

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
