-- tools.: evidence files (issue 30). The private bucket `tools-evidence` keeps one folder per
-- assessment and item: `<assessment id>/<item code>/<file name>`. Only the assessment's team
-- (owner and collaborators, with the tools flag) reads and uploads; a file is deleted by its
-- uploader or the assessment's owner. Nobody else sees anything, admins included.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'tools-evidence', 'tools-evidence', false, 10485760,
  array[
    'application/pdf',
    'image/png',
    'image/jpeg',
    'text/plain',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  ]
)
on conflict (id) do nothing;

-- The assessment an object name belongs to, or null when its first folder is not an id.
create or replace function public.tools_evidence_assessment(object_name text)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
declare
  head text := split_part(coalesce(object_name, ''), '/', 1);
begin
  if head ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return head::uuid;
  end if;
  return null;
end
$$;

-- May the caller upload this object: on the team, the assessment in progress, and the second
-- folder an answerable item of its framework (exactly three path parts, a file name).
create or replace function public.tools_evidence_can_upload(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.tools_role(public.tools_evidence_assessment(object_name)) is not null
    and public.tools_in_progress(public.tools_evidence_assessment(object_name))
    and array_length(string_to_array(object_name, '/'), 1) = 3
    and split_part(object_name, '/', 3) <> ''
    and exists (
      select 1 from public.tools_answers an
      where an.assessment_id = public.tools_evidence_assessment(object_name)
        and an.item_code = split_part(object_name, '/', 2)
    )
$$;

revoke execute on function public.tools_evidence_assessment(text) from public, anon;
revoke execute on function public.tools_evidence_can_upload(text) from public, anon;
grant execute on function public.tools_evidence_assessment(text), public.tools_evidence_can_upload(text)
  to authenticated;

create policy "tools-evidence: team reads" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'tools-evidence'
    and (select public.tools_role(public.tools_evidence_assessment(name))) is not null
  );

create policy "tools-evidence: team uploads while in progress" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'tools-evidence' and public.tools_evidence_can_upload(name));

create policy "tools-evidence: uploader or owner deletes" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'tools-evidence'
    and (
      (owner = (select auth.uid()) and (select public.tools_role(public.tools_evidence_assessment(name))) is not null)
      or (select public.tools_role(public.tools_evidence_assessment(name))) = 'owner'
    )
  );
