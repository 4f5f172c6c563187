-- Issue 26 item 8: an audit entry names who acted. The log keeps only the actor's user id (and
-- role); the admin console asks, for the ids on the page it shows, each one's name and e-mail
-- (auth.users holds the e-mail, which no client may read). Admins only, read-only.
create or replace function public.admin_audit_actors(ids uuid[])
returns table (user_id uuid, full_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Access denied: admin role required' using errcode = '42501';
  end if;
  if cardinality(ids) > 100 then
    raise exception 'At most 100 ids at a time' using errcode = '22023';
  end if;
  return query
    select u.id, p.full_name, u.email::text
      from auth.users u
      left join public.profiles p on p.user_id = u.id
     where u.id = any (ids);
end
$$;

revoke execute on function public.admin_audit_actors(uuid[]) from public, anon;
grant execute on function public.admin_audit_actors(uuid[]) to authenticated;
