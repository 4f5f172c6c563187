-- A member who lost their authenticator cannot reach aal2, and asking for help is exactly what
-- they must still be able to do: submitting their own MFA support request is open at aal1
-- (the table's own policy keeps it to their own id, and the open-request cap still holds).
-- Reading, resolving and deleting stay behind aal2 once MFA is set up.
drop policy "mfa_support_requests: aal2 once MFA is set up" on public.mfa_support_requests;
select public.require_aal2_for_member_data('public.mfa_support_requests', public_insert => true);
