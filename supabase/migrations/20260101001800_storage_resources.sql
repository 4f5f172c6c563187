-- The private `resources` bucket: a file is readable when the caller's tier
-- rank is at least the item's (Public: anyone); admins manage files with aal2.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'resources', 'resources', false, 52428800,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ]
)
on conflict (id) do nothing;

-- Can the caller open the file of a resource of this tier? Unknown member
-- tier = 0, unknown item tier = 999; locked-out users only get Public files.
create or replace function public.can_read_resource_tier(item_tier text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select item_tier = 'Public'
    or (
      auth.uid() is not null
      and not public.is_mfa_locked_out()
      and (
        public.has_role(auth.uid(), 'admin')
        or coalesce(public.tier_rank(public.current_member_tier()), 0)
          >= coalesce(public.tier_rank(item_tier), 999)
      )
    )
$$;

revoke execute on function public.can_read_resource_tier(text) from public;
grant execute on function public.can_read_resource_tier(text) to anon, authenticated, service_role;

create policy "resources: read by tier" on storage.objects
  for select to anon, authenticated
  using (
    bucket_id = 'resources'
    and exists (
      select 1 from public.resource_items r
      where r.file_storage_path = storage.objects.name
        and public.can_read_resource_tier(r.access_tier)
    )
  );

create policy "resources: admins read all" on storage.objects
  for select to authenticated
  using (bucket_id = 'resources' and public.has_role((select auth.uid()), 'admin'));

create policy "resources: admins upload with aal2" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'resources'
    and public.has_role((select auth.uid()), 'admin')
    and (select auth.jwt() ->> 'aal') = 'aal2'
  );

create policy "resources: admins update with aal2" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'resources'
    and public.has_role((select auth.uid()), 'admin')
    and (select auth.jwt() ->> 'aal') = 'aal2'
  );

create policy "resources: admins delete with aal2" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'resources'
    and public.has_role((select auth.uid()), 'admin')
    and (select auth.jwt() ->> 'aal') = 'aal2'
  );
