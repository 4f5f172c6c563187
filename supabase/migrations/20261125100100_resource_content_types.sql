-- The library's content-type filter offers the types that occur in the data,
-- with how many items each has; counted in the database (the library may hold
-- 100,000 items). Reads resource_items as the caller (security_invoker), whose
-- policy lets everyone read.

create view public.resource_content_types
with (security_invoker = true)
as
  select r.content_type, count(*)::integer as item_count
  from public.resource_items r
  group by r.content_type;

revoke all on public.resource_content_types from anon, authenticated;
grant select on public.resource_content_types to anon, authenticated;
