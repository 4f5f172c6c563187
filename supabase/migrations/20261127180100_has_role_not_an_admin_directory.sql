-- `POST /rest/v1/rpc/has_role` with another member's id told any member who the admins are.
-- Asked directly over the API, has_role now answers about another user only to an admin or the
-- service role (everyone else gets false, as for a user without the role). Inside policies and
-- procedures it answers as before: there the database asks it on the caller's behalf (whether
-- a team's owner or a project member is an admin) and the answer is never shown. PostgREST
-- names the function being called in request.path, as the local stack does.
create or replace function public.has_role(_user_id uuid, _role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
  and (_user_id is distinct from (select auth.uid()) or public.mfa_requirement_met())
  and (
    _user_id is not distinct from (select auth.uid())
    or coalesce(current_setting('request.path', true), '') <> '/rpc/has_role'
    or coalesce((select auth.jwt()) ->> 'role', '') = 'service_role'
    or exists (
      select 1 from public.user_roles a
       where a.user_id = (select auth.uid()) and a.role = 'admin'
    )
  )
$$;
