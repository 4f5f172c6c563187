-- Files whose owning record is gone (issue 27, member data): a tools assessment deleted by its
-- owner or with its owner's account, an intel advisory deleted by an analyst. Their rows go with
-- the record (foreign keys), but the stored objects would stay: personal documents kept with no
-- purpose, which Act 843 forbids. The database decides what is an orphan; the `storage-sweeper`
-- edge function removes those objects through the Storage API (row and file together) on a
-- schedule (the local stack's timer; pg_cron + pg_net in production, docs/member-data.md).
--
-- Only the buckets whose objects belong to one record by their first folder are swept:
--   tools-evidence     <assessment id>/<item code>/<file name>
--   intel-attachments  <advisory id>/<file name>
-- A name whose first folder is not an id belongs to no record either: it is swept too (no
-- policy lets a member upload one; only the service role could). The `resources` bucket is the
-- society's publications, uploaded before their library entry is saved: never swept.

create or replace function public.storage_orphans(max_rows integer default 100)
returns table (bucket_id text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where (
      o.bucket_id = 'tools-evidence'
      and not exists (
        select 1 from public.tools_assessments a
        where a.id = public.tools_evidence_assessment(o.name)
      )
    ) or (
      o.bucket_id = 'intel-attachments'
      and not exists (
        select 1 from public.intel_advisories v
        where v.id = public.intel_path_advisory(o.name)
      )
    )
  order by o.created_at, o.name
  limit greatest(1, least(coalesce(max_rows, 100), 1000))
$$;

comment on function public.storage_orphans(integer) is
  'Objects in tools-evidence / intel-attachments whose assessment or advisory no longer exists (at most max_rows, 1..1000). Service role only: the storage-sweeper function removes them.';

revoke execute on function public.storage_orphans(integer) from public, anon, authenticated;
grant execute on function public.storage_orphans(integer) to service_role;
