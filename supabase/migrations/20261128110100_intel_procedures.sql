-- intel. (issue 28): the RPCs of docs/areas/intel-data.md. Writes to advisories,
-- acknowledgements and the audited reads go through these security-definer functions; each
-- checks the area gate (flag + aal2) and the TLP rule (intel_can_read_advisory) itself.
-- Errors: 42501 not allowed, PT404 unknown or not readable (an AMBER/RED advisory's existence is
-- never revealed), 22023 bad argument, PT422 invalid indicator, PT409 state conflict.

-- One audit row, source intel, as the caller.
create or replace function public.intel_audit(action text, details jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'intel', action, details)
$$;
revoke execute on function public.intel_audit(text, jsonb) from public, anon, authenticated;

create or replace function public.intel_require_caller()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.intel_caller_ok() then
    raise exception 'The intel portal needs the partner flag and a verified second factor'
      using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.intel_require_caller() from public, anon, authenticated;

-- When an organisation's answer is due: critical 4 h, high 24 h, medium 72 h, low 7 days.
create or replace function public.intel_due_at(severity text, published_at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select published_at + case severity
    when 'critical' then interval '4 hours'
    when 'high' then interval '24 hours'
    when 'medium' then interval '72 hours'
    when 'low' then interval '7 days'
  end
$$;

-- The host name an indicator carries (domain, URL host, e-mail domain), else null.
create or replace function public.intel_indicator_host(kind text, candidate text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'domain' then candidate
    when 'url' then substring(candidate from '^https?://([^/:?#]+)')
    when 'email' then split_part(candidate, '@', 2)
  end
$$;

-- Constituency matches of one advisory's indicators against some organisations' watchlists:
-- addresses inside a registered range (inet <<=), ranges overlapping one (&&), hosts equal to
-- or under a registered domain. AS numbers never match (no indicator carries one).
create or replace function public.intel_constituency_matches(target_advisory uuid, org_ids uuid[])
returns table (indicator_id uuid, org_id uuid, entry_id uuid, entry_value text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, w.org_id, w.id, w.value
    from public.intel_indicators i
    join public.intel_watchlist_entries w on w.org_id = any (org_ids)
   where i.advisory_id = target_advisory
     and case
       when w.kind = 'cidr' and i.type in ('ipv4', 'ipv6') then i.value::inet <<= w.value::cidr
       when w.kind = 'cidr' and i.type = 'cidr' then i.value::cidr && w.value::cidr
       when w.kind = 'domain' and i.type in ('domain', 'url', 'email') then
         public.intel_indicator_host(i.type, i.value) = w.value
         or right(public.intel_indicator_host(i.type, i.value), char_length(w.value) + 1) = '.' || w.value
       else false
     end
$$;
revoke execute on function public.intel_constituency_matches(uuid, uuid[]) from public, anon, authenticated;

create or replace function public.intel_my_org_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.org_id), '{}')
    from public.intel_org_members m where m.user_id = (select auth.uid())
$$;
revoke execute on function public.intel_my_org_ids() from public, anon, authenticated;

-- The list: readable advisories, filtered and paged on the server.
create or replace function public.intel_list_advisories(
  only_severity text default null,
  only_tlp text default null,
  only_status text default null,
  only_sector text default null,
  q text default null,
  page_size integer default 20,
  page integer default 1
)
returns table (
  id uuid,
  title text,
  summary text,
  severity text,
  tlp text,
  status text,
  sectors text[],
  countries text[],
  version integer,
  published_at timestamptz,
  updated_at timestamptz,
  matches_constituency boolean,
  acknowledged boolean,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  my_orgs uuid[];
  pattern text;
begin
  perform public.intel_require_caller();
  if page_size is null or page_size not between 1 and 100 then
    raise exception 'page_size is between 1 and 100' using errcode = '22023';
  end if;
  if page is null or page < 1 then
    raise exception 'page starts at 1' using errcode = '22023';
  end if;
  my_orgs := public.intel_my_org_ids();
  pattern := '%' || replace(replace(replace(btrim(q), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select a.id, a.title, a.summary, a.severity, a.tlp, a.status, a.sectors, a.countries,
           a.version, a.published_at, a.updated_at,
           exists (select 1 from public.intel_constituency_matches(a.id, my_orgs)),
           exists (
             select 1 from public.intel_acknowledgements k
              where k.advisory_id = a.id and k.org_id = any (my_orgs)
           ),
           count(*) over ()
      from public.intel_advisories a
     where public.intel_can_read_advisory(a.id)
       and (only_severity is null or a.severity = only_severity)
       and (only_tlp is null or a.tlp = only_tlp)
       and (only_status is null or a.status = only_status)
       and (only_sector is null or only_sector = any (a.sectors))
       and (
         nullif(btrim(q), '') is null
         or a.title ilike pattern
         or a.summary ilike pattern
       )
     order by a.updated_at desc, a.id
     limit page_size offset (page - 1) * page_size;
end
$$;

-- One advisory in full; reading an AMBER, AMBER+STRICT or RED one is written to the audit log.
create or replace function public.intel_read_advisory(advisory_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a public.intel_advisories;
  c public.intel_advisory_contents;
  my_orgs uuid[];
  analyst boolean;
  result jsonb;
begin
  perform public.intel_require_caller();
  if not public.intel_can_read_advisory(intel_read_advisory.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_read_advisory.advisory_id;
  select * into c from public.intel_advisory_contents x where x.advisory_id = a.id;
  my_orgs := public.intel_my_org_ids();
  analyst := public.intel_is_analyst();

  result := jsonb_build_object(
    'advisory', to_jsonb(a) || jsonb_build_object(
      'body', coalesce(c.body, ''), 'references', to_jsonb(coalesce(c.refs, '{}'::text[]))
    ),
    'indicators', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type, 'value', i.value,
                                          'description', i.description) order by i.created_at, i.id)
        from public.intel_indicators i where i.advisory_id = a.id), '[]'),
    'attachments', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'file_name', t.file_name,
                                          'storage_path', t.storage_path, 'content_type', t.content_type,
                                          'size_bytes', t.size_bytes) order by t.file_name)
        from public.intel_attachments t where t.advisory_id = a.id), '[]'),
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object('version', v.version, 'status', v.status,
                                          'change_note', v.change_note, 'changed_at', v.changed_at)
                       order by v.version desc)
        from public.intel_advisory_versions v where v.advisory_id = a.id), '[]'),
    'matches', coalesce((
      select jsonb_agg(jsonb_build_object('indicator_id', m.indicator_id, 'org_id', m.org_id,
                                          'org_name', o.name, 'entry_value', m.entry_value))
        from public.intel_constituency_matches(a.id, my_orgs) m
        join public.intel_organisations o on o.id = m.org_id), '[]'),
    'acknowledgements', coalesce((
      select jsonb_agg(jsonb_build_object('org_id', k.org_id, 'org_name', o.name, 'status', k.status,
                                          'note', k.note, 'acknowledged_at', k.acknowledged_at)
                       order by o.name)
        from public.intel_acknowledgements k
        join public.intel_organisations o on o.id = k.org_id
       where k.advisory_id = a.id and (analyst or k.org_id = any (my_orgs))), '[]'),
    'due_at', public.intel_due_at(a.severity, a.published_at),
    'can_acknowledge_for', coalesce((
      select jsonb_agg(jsonb_build_object('org_id', o.id, 'org_name', o.name) order by o.name)
        from public.intel_org_members m
        join public.intel_organisations o on o.id = m.org_id
       where m.user_id = auth.uid() and m.role = 'focal_point'
         and a.status in ('published', 'updated')
         and (
           a.tlp in ('clear', 'green')
           or (a.tlp in ('amber', 'amber_strict') and exists (
             select 1 from public.intel_advisory_recipients r
              where r.advisory_id = a.id and r.org_id = o.id))
         )), '[]'),
    'recipients', case when analyst then jsonb_build_object(
      'orgs', coalesce((
        select jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name) order by o.name)
          from public.intel_advisory_recipients r
          join public.intel_organisations o on o.id = r.org_id
         where r.advisory_id = a.id), '[]'),
      'people', coalesce((
        select jsonb_agg(jsonb_build_object('user_id', r.user_id, 'full_name', p.full_name)
                         order by p.full_name)
          from public.intel_advisory_recipients r
          left join public.profiles p on p.user_id = r.user_id
         where r.advisory_id = a.id and r.user_id is not null), '[]')
    ) end
  );

  if a.tlp in ('amber', 'amber_strict', 'red') then
    perform public.intel_audit('intel_advisory_read', jsonb_build_object('advisory_id', a.id, 'tlp', a.tlp));
  end if;
  return result;
end
$$;

-- Create or change an advisory (analysts). Indicators and recipients are replaced as given;
-- every save writes a version row; once published, a change needs a change note.
create or replace function public.intel_save_advisory(
  advisory_id uuid default null,
  title text default null,
  summary text default null,
  body text default '',
  severity text default null,
  tlp text default null,
  sectors text[] default '{}',
  countries text[] default '{}',
  refs text[] default '{}',
  indicators jsonb default '[]',
  recipient_org_ids uuid[] default '{}',
  recipient_user_ids uuid[] default '{}',
  change_note text default null,
  publish boolean default false
)
returns table (id uuid, version integer, status text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  existing public.intel_advisories;
  new_status text;
  new_version integer;
  saved_id uuid;
  note text := nullif(btrim(change_note), '');
  item jsonb;
  idx integer := 0;
  kind text;
  val text;
  orgs uuid[] := coalesce(recipient_org_ids, '{}');
  people uuid[] := coalesce(recipient_user_ids, '{}');
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts write advisories' using errcode = '42501';
  end if;
  if tlp is null or tlp not in ('clear', 'green', 'amber', 'amber_strict', 'red') then
    raise exception 'tlp is clear, green, amber, amber_strict or red' using errcode = '22023';
  end if;
  if severity is null or severity not in ('critical', 'high', 'medium', 'low') then
    raise exception 'severity is critical, high, medium or low' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(indicators, '[]')) <> 'array' or jsonb_array_length(coalesce(indicators, '[]')) > 500 then
    raise exception 'indicators is an array of at most 500 items' using errcode = '22023';
  end if;
  if tlp in ('amber', 'amber_strict') and (cardinality(orgs) = 0 or cardinality(people) > 0) then
    raise exception 'An AMBER advisory names one or more organisations and no people' using errcode = '22023';
  end if;
  if tlp = 'red' and (cardinality(people) = 0 or cardinality(orgs) > 0) then
    raise exception 'A RED advisory names one or more people and no organisations' using errcode = '22023';
  end if;
  if tlp in ('clear', 'green') and (cardinality(orgs) > 0 or cardinality(people) > 0) then
    raise exception 'A CLEAR or GREEN advisory has no recipients' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(people) u
     where not exists (select 1 from public.profiles p where p.user_id = u and p.is_cert_partner)
  ) then
    raise exception 'RED recipients are partners with the intel flag' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(orgs) o where not exists (select 1 from public.intel_organisations x where x.id = o)
  ) then
    raise exception 'Unknown recipient organisation' using errcode = '22023';
  end if;
  if note is not null and char_length(note) > 500 then
    raise exception 'change_note is at most 500 characters' using errcode = '22023';
  end if;

  if advisory_id is null then
    new_status := case when publish then 'published' else 'draft' end;
    insert into public.intel_advisories as x
      (title, summary, severity, tlp, status, sectors, countries, created_by, published_at)
    values (
      btrim(title), btrim(summary), severity, tlp, new_status,
      coalesce(sectors, '{}'), coalesce(countries, '{}'), auth.uid(),
      case when publish then now() end
    )
    returning x.id, x.version into saved_id, new_version;
    insert into public.intel_advisory_contents (advisory_id, body, refs)
    values (saved_id, coalesce(body, ''), array_remove(coalesce(refs, '{}'), null));
  else
    select * into existing from public.intel_advisories x
     where x.id = intel_save_advisory.advisory_id for update;
    if not found or not public.intel_can_read_advisory(existing.id) then
      raise exception 'Advisory not found' using errcode = 'PT404';
    end if;
    if existing.status = 'withdrawn' then
      raise exception 'A withdrawn advisory is not changed' using errcode = 'PT409';
    end if;
    if existing.status <> 'draft' and note is null then
      raise exception 'change_note is required once an advisory is published' using errcode = '22023';
    end if;
    new_status := case
      when existing.status in ('published', 'updated') then 'updated'
      when publish then 'published'
      else 'draft'
    end;
    update public.intel_advisories x
       set title = btrim(intel_save_advisory.title),
           summary = btrim(intel_save_advisory.summary),
           severity = intel_save_advisory.severity,
           tlp = intel_save_advisory.tlp,
           status = new_status,
           sectors = coalesce(intel_save_advisory.sectors, '{}'),
           countries = coalesce(intel_save_advisory.countries, '{}'),
           version = x.version + 1,
           updated_at = now(),
           published_at = coalesce(x.published_at, case when new_status <> 'draft' then now() end)
     where x.id = existing.id
     returning x.id, x.version into saved_id, new_version;
    update public.intel_advisory_contents c
       set body = coalesce(intel_save_advisory.body, ''),
           refs = array_remove(coalesce(intel_save_advisory.refs, '{}'), null)
     where c.advisory_id = saved_id;
    delete from public.intel_indicators i where i.advisory_id = saved_id;
    delete from public.intel_advisory_recipients r where r.advisory_id = saved_id;
  end if;

  for item in select value from jsonb_array_elements(coalesce(indicators, '[]')) loop
    kind := item ->> 'type';
    val := public.intel_normalise_indicator(kind, item ->> 'value');
    if not public.intel_indicator_valid(kind, val) then
      raise exception 'Invalid % indicator: %', coalesce(kind, 'unknown'), left(coalesce(item ->> 'value', ''), 200)
        using errcode = 'PT422', detail = idx::text;
    end if;
    insert into public.intel_indicators (advisory_id, type, value, description)
    values (saved_id, kind, val, left(item ->> 'description', 500))
    on conflict on constraint intel_indicators_advisory_id_type_value_key do nothing;
    idx := idx + 1;
  end loop;

  insert into public.intel_advisory_recipients (advisory_id, org_id)
  select saved_id, o from (select distinct unnest(orgs) as o) s;
  insert into public.intel_advisory_recipients (advisory_id, user_id)
  select saved_id, u from (select distinct unnest(people) as u) s;

  insert into public.intel_advisory_versions
    (advisory_id, version, status, title, summary, body, severity, tlp, change_note, changed_by)
  values (saved_id, new_version, new_status, btrim(title), btrim(summary), coalesce(body, ''),
          severity, tlp, note, auth.uid());

  perform public.intel_audit('intel_advisory_saved', jsonb_build_object(
    'advisory_id', saved_id, 'version', new_version, 'status', new_status, 'tlp', tlp));
  return query select saved_id, new_version, new_status;
end
$$;

create or replace function public.intel_withdraw_advisory(advisory_id uuid, change_note text)
returns table (id uuid, version integer, status text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  existing public.intel_advisories;
  c public.intel_advisory_contents;
  note text := nullif(btrim(change_note), '');
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts withdraw advisories' using errcode = '42501';
  end if;
  if note is null or char_length(note) > 500 then
    raise exception 'change_note is 1 to 500 characters' using errcode = '22023';
  end if;
  select * into existing from public.intel_advisories x
   where x.id = intel_withdraw_advisory.advisory_id for update;
  if not found or not public.intel_can_read_advisory(existing.id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  if existing.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is withdrawn' using errcode = 'PT409';
  end if;
  update public.intel_advisories x
     set status = 'withdrawn', version = x.version + 1, updated_at = now()
   where x.id = existing.id;
  select * into c from public.intel_advisory_contents x where x.advisory_id = existing.id;
  insert into public.intel_advisory_versions
    (advisory_id, version, status, title, summary, body, severity, tlp, change_note, changed_by)
  values (existing.id, existing.version + 1, 'withdrawn', existing.title, existing.summary,
          coalesce(c.body, ''), existing.severity, existing.tlp, note, auth.uid());
  perform public.intel_audit('intel_advisory_withdrawn', jsonb_build_object(
    'advisory_id', existing.id, 'version', existing.version + 1, 'tlp', existing.tlp));
  return query select existing.id, existing.version + 1, 'withdrawn'::text;
end
$$;

-- Registers an uploaded file (the object itself is uploaded to intel-attachments first).
create or replace function public.intel_add_attachment(
  advisory_id uuid, file_name text, content_type text, size_bytes integer
)
returns public.intel_attachments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  made public.intel_attachments;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts attach files' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_add_attachment.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  insert into public.intel_attachments (advisory_id, file_name, storage_path, content_type, size_bytes)
  values (intel_add_attachment.advisory_id, file_name,
          intel_add_attachment.advisory_id::text || '/' || file_name, content_type, size_bytes)
  returning * into made;
  return made;
end
$$;

-- A focal point answers for their organisation (upsert: a later status replaces the earlier).
create or replace function public.intel_acknowledge(
  advisory_id uuid, org_id uuid, status text, note text default null
)
returns public.intel_acknowledgements
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a public.intel_advisories;
  made public.intel_acknowledgements;
begin
  perform public.intel_require_caller();
  if status is null or status not in ('received', 'investigating', 'mitigated', 'not_affected') then
    raise exception 'status is received, investigating, mitigated or not_affected' using errcode = '22023';
  end if;
  if note is not null and char_length(note) > 2000 then
    raise exception 'note is at most 2000 characters' using errcode = '22023';
  end if;
  if not public.intel_can_read_advisory(intel_acknowledge.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  if not public.intel_is_focal_point(intel_acknowledge.org_id) then
    raise exception 'Only the organisation''s focal point acknowledges' using errcode = '42501';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_acknowledge.advisory_id;
  if a.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is acknowledged' using errcode = 'PT409';
  end if;
  if not (
    a.tlp in ('clear', 'green')
    or (a.tlp in ('amber', 'amber_strict') and exists (
      select 1 from public.intel_advisory_recipients r
       where r.advisory_id = a.id and r.org_id = intel_acknowledge.org_id))
  ) then
    raise exception 'This organisation is not a recipient' using errcode = '42501';
  end if;
  insert into public.intel_acknowledgements as k (advisory_id, org_id, status, note, acknowledged_by)
  values (a.id, intel_acknowledge.org_id, intel_acknowledge.status,
          nullif(btrim(intel_acknowledge.note), ''), auth.uid())
  on conflict on constraint intel_acknowledgements_pkey do update
     set status = excluded.status, note = excluded.note,
         acknowledged_by = excluded.acknowledged_by, acknowledged_at = now()
  returning * into made;
  perform public.intel_audit('intel_acknowledged', jsonb_build_object(
    'advisory_id', a.id, 'org_id', made.org_id, 'status', made.status));
  return made;
end
$$;

-- The analysts' board: which recipient organisations answered, and which are overdue.
create or replace function public.intel_ack_board(advisory_id uuid)
returns table (
  org_id uuid, org_name text, status text, note text, acknowledged_at timestamptz,
  due_at timestamptz, overdue boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  a public.intel_advisories;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts see the board' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_ack_board.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_ack_board.advisory_id;
  return query
    select o.id, o.name, k.status, k.note, k.acknowledged_at,
           public.intel_due_at(a.severity, a.published_at),
           k.status is null and a.published_at is not null
             and now() > public.intel_due_at(a.severity, a.published_at)
      from public.intel_organisations o
      left join public.intel_acknowledgements k on k.advisory_id = a.id and k.org_id = o.id
     where a.tlp in ('clear', 'green')
        or exists (select 1 from public.intel_advisory_recipients r
                    where r.advisory_id = a.id and r.org_id = o.id)
     order by o.name;
end
$$;

create or replace function public.intel_my_organisations()
returns table (org_id uuid, name text, country text, sector text, kind text, my_role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.intel_require_caller();
  return query
    select o.id, o.name, o.country, o.sector, o.kind, m.role
      from public.intel_org_members m
      join public.intel_organisations o on o.id = m.org_id
     where m.user_id = auth.uid()
     order by o.name;
end
$$;

create or replace function public.intel_organisation_people(org_id uuid)
returns table (user_id uuid, full_name text, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.intel_require_caller();
  if not (public.intel_is_member(intel_organisation_people.org_id) or public.intel_is_analyst()) then
    raise exception 'Only the organisation''s members see its people' using errcode = '42501';
  end if;
  return query
    select m.user_id, p.full_name, u.email::text, m.role
      from public.intel_org_members m
      left join public.profiles p on p.user_id = m.user_id
      left join auth.users u on u.id = m.user_id
     where m.org_id = intel_organisation_people.org_id
     order by m.role desc, p.full_name;
end
$$;

create or replace function public.intel_partner_directory(q text default null)
returns table (user_id uuid, full_name text, email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(coalesce(btrim(q), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts list partners' using errcode = '42501';
  end if;
  return query
    select p.user_id, p.full_name, u.email::text
      from public.profiles p
      join auth.users u on u.id = p.user_id
     where p.is_cert_partner
       and (p.full_name ilike pattern or u.email::text ilike pattern)
     order by p.full_name
     limit 50;
end
$$;

-- What an export carries; the export itself is written to the audit log.
create or replace function public.intel_export_advisory(advisory_id uuid, format text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a public.intel_advisories;
begin
  perform public.intel_require_caller();
  if format is null or format not in ('stix', 'csv') then
    raise exception 'format is stix or csv' using errcode = '22023';
  end if;
  if not public.intel_can_read_advisory(intel_export_advisory.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_export_advisory.advisory_id;
  perform public.intel_audit('intel_advisory_exported', jsonb_build_object(
    'advisory_id', a.id, 'tlp', a.tlp, 'format', format));
  return jsonb_build_object(
    'advisory', to_jsonb(a),
    'indicators', coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type, 'value', i.value,
                                          'description', i.description, 'created_at', i.created_at)
                       order by i.created_at, i.id)
        from public.intel_indicators i where i.advisory_id = a.id), '[]')
  );
end
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.intel_list_advisories(text, text, text, text, text, integer, integer)',
    'public.intel_read_advisory(uuid)',
    'public.intel_save_advisory(uuid, text, text, text, text, text, text[], text[], text[], jsonb, uuid[], uuid[], text, boolean)',
    'public.intel_withdraw_advisory(uuid, text)',
    'public.intel_add_attachment(uuid, text, text, integer)',
    'public.intel_acknowledge(uuid, uuid, text, text)',
    'public.intel_ack_board(uuid)',
    'public.intel_my_organisations()',
    'public.intel_organisation_people(uuid)',
    'public.intel_partner_directory(text)',
    'public.intel_export_advisory(uuid, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end
$$;
