-- tools.: the area's security-definer functions (tools_submit_assessment, tools_benchmark, ...)
-- bypass the tables' restrictive "aal2 once MFA is set up" policies, so a member with a factor
-- signed in with the password alone could call them (the RLS matrix caught it). The rule moves
-- into tools_member(), which every policy and function of the area reads through tools_role().
create or replace function public.tools_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and public.has_area_flag((select auth.uid()), 'tools')
    and not public.is_mfa_locked_out()
    and public.mfa_requirement_met()
$$;
