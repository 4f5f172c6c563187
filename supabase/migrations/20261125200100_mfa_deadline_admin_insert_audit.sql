-- An admin's extend_mfa_deadline / reset_mfa_requirement for a member who has no
-- mfa_enforcement row yet inserts one; the deadline audit trigger only sees updates, so that
-- admin action left no trace. Inserts made by an admin are audited too (mfa_deadline_created);
-- the rows sign-up and the database's own rules insert are not (no admin is acting).

create trigger mfa_enforcement_audit_admin_insert
  after insert on public.mfa_enforcement
  for each row
  when (public.has_role(auth.uid(), 'admin'))
  execute function public.audit_row_change('mfa_deadline');
