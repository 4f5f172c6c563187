-- The audit log and the leads are read whole by the admin console's CSV downloads and counted
-- by its searches (100,000 entries and more). Their admins-read policies called has_role (and,
-- through it, the MFA check) once per row, which on that many rows outlasts the statement
-- timeout. Wrapped in a scalar subquery, the check does not depend on the row, so Postgres
-- runs it once per statement (an init plan). Same rule, same roles.

drop policy "audit_logs: admins read" on public.audit_logs;
create policy "audit_logs: admins read" on public.audit_logs
  for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

drop policy "content_leads: admins read" on public.content_leads;
create policy "content_leads: admins read" on public.content_leads
  for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));
