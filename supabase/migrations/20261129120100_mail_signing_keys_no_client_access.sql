-- mail_signing_keys (20261129120000_membership_reminders.sql) is reached by the signing
-- functions only: like the other internal tables (discount_code_checks…), it says so with a
-- restrictive deny-all policy, so the catalogue's "a policy on every public table" holds and no
-- later grant could open it by mistake.
create policy "mail_signing_keys: no client access" on public.mail_signing_keys
  as restrictive to anon, authenticated using (false) with check (false);
