-- intel. (issue 28) item 4: who is e-mailed when an advisory is published or updated. The
-- intel-notify function asks this as the analyst who published; the readers are exactly those
-- of the TLP rule (CLEAR/GREEN: every flagged partner; AMBER/AMBER+STRICT: the recipient
-- organisations' members; RED: the named people), the caller left out, each with the language
-- the portal last saved for them (auth user metadata `language`: en, fr, pt or sw; else en) and
-- whether the advisory matches one of their organisations' constituencies. Audited.
create or replace function public.intel_alert_recipients(advisory_id uuid)
returns table (email text, full_name text, language text, matches_constituency boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a public.intel_advisories;
  sent integer;
begin
  perform public.intel_require_caller();
  if not public.intel_is_analyst() then
    raise exception 'Only intel analysts send alerts' using errcode = '42501';
  end if;
  if not public.intel_can_read_advisory(intel_alert_recipients.advisory_id) then
    raise exception 'Advisory not found' using errcode = 'PT404';
  end if;
  select * into a from public.intel_advisories x where x.id = intel_alert_recipients.advisory_id;
  if a.status not in ('published', 'updated') then
    raise exception 'Only a published advisory is announced' using errcode = 'PT409';
  end if;

  return query
    with readers as (
      select p.user_id
        from public.profiles p
       where p.is_cert_partner
         and p.user_id <> auth.uid()
         and (
           a.tlp in ('clear', 'green')
           or (a.tlp in ('amber', 'amber_strict') and exists (
             select 1 from public.intel_advisory_recipients r
               join public.intel_org_members m on m.org_id = r.org_id
              where r.advisory_id = a.id and m.user_id = p.user_id))
           or (a.tlp = 'red' and exists (
             select 1 from public.intel_advisory_recipients r
              where r.advisory_id = a.id and r.user_id = p.user_id))
         )
    )
    select u.email::text,
           pr.full_name,
           case when u.raw_user_meta_data ->> 'language' in ('en', 'fr', 'pt', 'sw')
                then u.raw_user_meta_data ->> 'language' else 'en' end,
           exists (
             select 1 from public.intel_constituency_matches(
               a.id,
               array(select m.org_id from public.intel_org_members m where m.user_id = rd.user_id)
             )
           )
      from readers rd
      join auth.users u on u.id = rd.user_id
      left join public.profiles pr on pr.user_id = rd.user_id
     where u.email is not null
     order by u.email;

  get diagnostics sent = row_count;
  perform public.intel_audit('intel_alert_mailed', jsonb_build_object(
    'advisory_id', a.id, 'tlp', a.tlp, 'version', a.version, 'recipients', sent));
end
$$;

revoke execute on function public.intel_alert_recipients(uuid) from public, anon;
grant execute on function public.intel_alert_recipients(uuid) to authenticated;
