-- intel. (issue 28): partner organisations, advisories under TLP 2.0, typed indicators,
-- acknowledgements, constituency watchlists and response protocols. The contract the remote
-- builds on is docs/areas/intel-data.md; the TLP read rule lives in one function,
-- intel_can_read_advisory, used by every policy below, by the RPCs (next migration), by the
-- storage policy and, through the advisories' RLS, by Realtime.
--
-- Every intel table needs the profile flag is_cert_partner AND an aal2 session (restrictive
-- policy "intel: flag and aal2"), whatever else its policies allow.

-- The analyst role: a second value of user_roles.role, granted by admins like 'admin'.
alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role_check
  check (role in ('admin', 'intel_analyst'));

-- Caller gates ---------------------------------------------------------------------------

-- A signed-in partner with the intel flag in an aal2 session.
create or replace function public.intel_caller_ok()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.profiles p
       where p.user_id = (select auth.uid()) and p.is_cert_partner
    )
$$;

-- Analysts write advisories and protocols: the intel_analyst role or an admin (flag + aal2).
create or replace function public.intel_is_analyst()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.intel_caller_ok()
    and (
      public.has_role((select auth.uid()), 'intel_analyst')
      or public.has_role((select auth.uid()), 'admin')
    )
$$;

-- Organisations ---------------------------------------------------------------------------

create table public.intel_organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (char_length(btrim(name)) between 2 and 200),
  country text not null check (country ~ '^[A-Z]{2}$'),
  sector text not null check (
    sector in ('government', 'finance', 'telecom', 'energy', 'health', 'education', 'transport', 'other')
  ),
  kind text not null check (kind in ('national_cert', 'sectoral_cert', 'csirt', 'company', 'other')),
  created_at timestamptz not null default now()
);

create table public.intel_org_members (
  org_id uuid not null references public.intel_organisations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('member', 'focal_point')),
  created_at timestamptz not null default now(),
  primary key (org_id, user_id)
);
create index intel_org_members_user_idx on public.intel_org_members (user_id);

create or replace function public.intel_is_member(target_org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_org_members m
     where m.org_id = target_org and m.user_id = (select auth.uid())
  )
$$;

create or replace function public.intel_is_focal_point(target_org uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_org_members m
     where m.org_id = target_org and m.user_id = (select auth.uid()) and m.role = 'focal_point'
  )
$$;

-- Advisories ------------------------------------------------------------------------------

-- The header: what lists show and what Realtime sends (the whole row travels, so nothing
-- here is more secret than the row's TLP allows its readers).
create table public.intel_advisories (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 3 and 200),
  summary text not null check (char_length(btrim(summary)) between 1 and 1000),
  severity text not null check (severity in ('critical', 'high', 'medium', 'low')),
  tlp text not null check (tlp in ('clear', 'green', 'amber', 'amber_strict', 'red')),
  status text not null default 'draft' check (status in ('draft', 'published', 'updated', 'withdrawn')),
  sectors text[] not null default '{}' check (
    sectors <@ array['government', 'finance', 'telecom', 'energy', 'health', 'education', 'transport', 'other']
  ),
  countries text[] not null default '{}' check (
    cardinality(countries) <= 60 and array_to_string(countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'
  ),
  version integer not null default 1 check (version >= 1),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  check ((status = 'draft') = (published_at is null))
);
create index intel_advisories_recent_idx on public.intel_advisories (updated_at desc, id);

-- The body and references: read only through intel_read_advisory (audited).
create table public.intel_advisory_contents (
  advisory_id uuid primary key references public.intel_advisories (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 50000),
  -- Up to 50 http(s) links, one per element (no spaces inside one).
  refs text[] not null default '{}' check (
    cardinality(refs) <= 50
    and char_length(array_to_string(refs, E'\n')) <= 50000
    and (
      cardinality(refs) = 0
      or array_to_string(refs, E'\n') ~ '^https?://[^[:space:]]+(\nhttps?://[^[:space:]]+)*$'
    )
  )
);

create table public.intel_advisory_versions (
  advisory_id uuid not null references public.intel_advisories (id) on delete cascade,
  version integer not null,
  status text not null,
  title text not null,
  summary text not null,
  body text not null,
  severity text not null,
  tlp text not null,
  change_note text check (char_length(change_note) <= 500),
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now(),
  primary key (advisory_id, version)
);

-- AMBER / AMBER+STRICT name organisations, RED names people.
create table public.intel_advisory_recipients (
  id uuid primary key default gen_random_uuid(),
  advisory_id uuid not null references public.intel_advisories (id) on delete cascade,
  org_id uuid references public.intel_organisations (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  check ((org_id is null) <> (user_id is null))
);
create unique index intel_advisory_recipients_org on public.intel_advisory_recipients (advisory_id, org_id)
  where org_id is not null;
create unique index intel_advisory_recipients_user on public.intel_advisory_recipients (advisory_id, user_id)
  where user_id is not null;
create index intel_advisory_recipients_org_idx on public.intel_advisory_recipients (org_id);
create index intel_advisory_recipients_user_idx on public.intel_advisory_recipients (user_id);

-- THE TLP rule (docs/areas/intel-data.md "Who reads an advisory"). The author always reads
-- their own; analysts (admins included) read every non-RED advisory, drafts too; once
-- published: CLEAR/GREEN every flagged partner, AMBER/AMBER+STRICT the recipient
-- organisations' members, RED the named people only.
create or replace function public.intel_can_read_advisory(target_advisory uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.intel_caller_ok() and exists (
    select 1 from public.intel_advisories a
     where a.id = target_advisory
       and (
         a.created_by = (select auth.uid())
         or (a.tlp <> 'red' and public.intel_is_analyst())
         or (
           a.status <> 'draft'
           and (
             a.tlp in ('clear', 'green')
             or (
               a.tlp in ('amber', 'amber_strict')
               and exists (
                 select 1 from public.intel_advisory_recipients r
                   join public.intel_org_members m on m.org_id = r.org_id
                  where r.advisory_id = a.id and m.user_id = (select auth.uid())
               )
             )
             or (
               a.tlp = 'red'
               and exists (
                 select 1 from public.intel_advisory_recipients r
                  where r.advisory_id = a.id and r.user_id = (select auth.uid())
               )
             )
           )
         )
       )
  )
$$;

-- Indicators and attachments of AMBER and above reach readers through the audited RPCs only;
-- the tables answer directly for CLEAR/GREEN and for analysts.
create or replace function public.intel_can_read_content_directly(target_advisory uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.intel_can_read_advisory(target_advisory)
    and (
      public.intel_is_analyst()
      or exists (
        select 1 from public.intel_advisories a
         where a.id = target_advisory and a.tlp in ('clear', 'green')
      )
    )
$$;

-- Indicators ------------------------------------------------------------------------------

-- Is the value a valid indicator of its type? Values are normalised first (trigger below).
create or replace function public.intel_indicator_valid(kind text, candidate text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if candidate is null or char_length(candidate) > 2048 then
    return false;
  end if;
  case kind
    when 'ipv4' then
      return candidate ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$';
    when 'ipv6' then
      return candidate ~ '^[0-9a-f:.]+$' and position(':' in candidate) > 0
        and family(candidate::inet) = 6 and masklen(candidate::inet) = 128;
    when 'cidr' then
      return position('/' in candidate) > 0 and (candidate::cidr)::text = candidate;
    when 'domain' then
      return char_length(candidate) <= 253
        and candidate ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$';
    when 'url' then
      return candidate ~ '^https?://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(:[0-9]{1,5})?([/?#][^[:space:]]*)?$';
    when 'sha256' then
      return candidate ~ '^[0-9a-f]{64}$';
    when 'sha1' then
      return candidate ~ '^[0-9a-f]{40}$';
    when 'md5' then
      return candidate ~ '^[0-9a-f]{32}$';
    when 'email' then
      return char_length(candidate) <= 254
        and candidate ~ '^[a-z0-9._%+-]{1,64}@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$';
    when 'cve' then
      return candidate ~ '^CVE-[0-9]{4}-[0-9]{4,7}$';
    else
      return false;
  end case;
exception when others then
  -- A failed inet/cidr cast: not a valid address.
  return false;
end
$$;

-- The canonical form a value is stored and matched in: trimmed; hashes, domains, e-mail and
-- IPv6 lower-case; a URL's scheme and host lower-case (its path kept); CVE upper-case.
create or replace function public.intel_normalise_indicator(kind text, candidate text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := btrim(candidate);
  authority text;
begin
  if v is null then
    return null;
  end if;
  case kind
    when 'domain' then v := rtrim(lower(v), '.');
    when 'sha256', 'sha1', 'md5', 'email' then v := lower(v);
    when 'cve' then v := upper(v);
    when 'ipv6' then
      begin
        v := host(lower(v)::inet);
      exception when others then
        v := lower(v);
      end;
    when 'cidr' then v := lower(v);
    when 'url' then
      authority := substring(v from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*');
      if authority is not null then
        v := lower(authority) || substring(v from char_length(authority) + 1);
      end if;
    else
      null;
  end case;
  return v;
end
$$;

create table public.intel_indicators (
  id uuid primary key default gen_random_uuid(),
  advisory_id uuid not null references public.intel_advisories (id) on delete cascade,
  type text not null check (type in ('ipv4', 'ipv6', 'cidr', 'domain', 'url', 'sha256', 'sha1', 'md5', 'email', 'cve')),
  value text not null,
  description text check (char_length(description) <= 500),
  created_at timestamptz not null default now(),
  constraint intel_indicators_value_valid check (public.intel_indicator_valid(type, value)),
  unique (advisory_id, type, value)
);
create index intel_indicators_advisory_idx on public.intel_indicators (advisory_id);

create or replace function public.intel_indicators_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.value := public.intel_normalise_indicator(new.type, new.value);
  new.description := nullif(btrim(new.description), '');
  return new;
end
$$;

create trigger intel_indicators_normalise
  before insert or update on public.intel_indicators
  for each row execute function public.intel_indicators_normalise();

-- Attachments -----------------------------------------------------------------------------

create table public.intel_attachments (
  id uuid primary key default gen_random_uuid(),
  advisory_id uuid not null references public.intel_advisories (id) on delete cascade,
  file_name text not null check (file_name ~ '^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$'),
  storage_path text not null unique,
  content_type text not null check (char_length(content_type) between 3 and 100),
  size_bytes integer not null check (size_bytes between 0 and 26214400),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  check (storage_path = advisory_id::text || '/' || file_name)
);
create index intel_attachments_advisory_idx on public.intel_attachments (advisory_id);

-- Acknowledgements ------------------------------------------------------------------------

create table public.intel_acknowledgements (
  advisory_id uuid not null references public.intel_advisories (id) on delete cascade,
  org_id uuid not null references public.intel_organisations (id) on delete cascade,
  status text not null check (status in ('received', 'investigating', 'mitigated', 'not_affected')),
  note text check (char_length(note) <= 2000),
  acknowledged_by uuid references auth.users (id) on delete set null,
  acknowledged_at timestamptz not null default now(),
  primary key (advisory_id, org_id)
);
create index intel_acknowledgements_org_idx on public.intel_acknowledgements (org_id);

-- Constituency watchlists -----------------------------------------------------------------

create or replace function public.intel_watch_value_valid(kind text, candidate text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  case kind
    when 'cidr' then return public.intel_indicator_valid('cidr', candidate);
    when 'domain' then return public.intel_indicator_valid('domain', candidate);
    when 'asn' then
      return candidate ~ '^AS[0-9]{1,10}$' and substring(candidate from 3)::bigint <= 4294967295;
    else return false;
  end case;
exception when others then
  return false;
end
$$;

create table public.intel_watchlist_entries (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.intel_organisations (id) on delete cascade,
  kind text not null check (kind in ('cidr', 'domain', 'asn')),
  value text not null,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  constraint intel_watchlist_entries_value_valid check (public.intel_watch_value_valid(kind, value)),
  unique (org_id, kind, value)
);

-- A bare address becomes its /32 or /128 network; domains lower-case; 'as 30986' → AS30986.
create or replace function public.intel_watchlist_normalise()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.value := btrim(new.value);
  if new.kind = 'cidr' then
    begin
      new.value := (lower(new.value)::cidr)::text;
    exception when others then
      null; -- left as typed: the check constraint refuses it
    end;
  elsif new.kind = 'domain' then
    new.value := rtrim(lower(new.value), '.');
  elsif new.kind = 'asn' then
    new.value := 'AS' || regexp_replace(upper(new.value), '^AS[[:space:]]*', '');
  end if;
  return new;
end
$$;

create trigger intel_watchlist_normalise
  before insert or update on public.intel_watchlist_entries
  for each row execute function public.intel_watchlist_normalise();

-- Response protocols ----------------------------------------------------------------------

create table public.intel_protocols (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 3 and 200),
  incident_type text not null check (
    incident_type in ('ransomware', 'phishing', 'ddos', 'data_breach', 'malware', 'vulnerability', 'other')
  ),
  tlp text not null default 'green' check (tlp in ('clear', 'green', 'amber')),
  recipient_org_ids uuid[] not null default '{}',
  body text not null check (char_length(body) between 1 and 50000),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((tlp = 'amber') = (cardinality(recipient_org_ids) > 0))
);

create or replace function public.intel_protocols_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger intel_protocols_touch
  before update on public.intel_protocols
  for each row execute function public.intel_protocols_touch();

-- Row-level security ------------------------------------------------------------------------

alter table public.intel_organisations enable row level security;
alter table public.intel_org_members enable row level security;
alter table public.intel_advisories enable row level security;
alter table public.intel_advisory_contents enable row level security;
alter table public.intel_advisory_versions enable row level security;
alter table public.intel_advisory_recipients enable row level security;
alter table public.intel_indicators enable row level security;
alter table public.intel_attachments enable row level security;
alter table public.intel_acknowledgements enable row level security;
alter table public.intel_watchlist_entries enable row level security;
alter table public.intel_protocols enable row level security;

-- The area gate on every table: flag + aal2 (the portal-wide rule below alone would let a
-- partner without a factor in at aal1).
do $$
declare
  t text;
begin
  foreach t in array array[
    'intel_organisations', 'intel_org_members', 'intel_advisories', 'intel_advisory_contents',
    'intel_advisory_versions', 'intel_advisory_recipients', 'intel_indicators',
    'intel_attachments', 'intel_acknowledgements', 'intel_watchlist_entries', 'intel_protocols'
  ] loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated using ((select public.intel_caller_ok())) with check ((select public.intel_caller_ok()))',
      t || ': intel flag and aal2', t
    );
    perform public.require_aal2_for_member_data(format('public.%I', t)::regclass);
    execute format('revoke all on public.%I from anon, authenticated', t);
  end loop;
end
$$;

create policy "intel_organisations: members and analysts read" on public.intel_organisations
  for select to authenticated
  using (public.intel_is_member(id) or public.intel_is_analyst());
create policy "intel_organisations: admins insert" on public.intel_organisations
  for insert to authenticated with check (public.has_role((select auth.uid()), 'admin'));
create policy "intel_organisations: admins update" on public.intel_organisations
  for update to authenticated using (public.has_role((select auth.uid()), 'admin'));
create policy "intel_organisations: admins delete" on public.intel_organisations
  for delete to authenticated using (public.has_role((select auth.uid()), 'admin'));
grant select, delete on public.intel_organisations to authenticated;
grant insert (name, country, sector, kind), update (name, country, sector, kind)
  on public.intel_organisations to authenticated;

create policy "intel_org_members: fellow members and analysts read" on public.intel_org_members
  for select to authenticated
  using (public.intel_is_member(org_id) or public.intel_is_analyst());
create policy "intel_org_members: admins insert" on public.intel_org_members
  for insert to authenticated with check (public.has_role((select auth.uid()), 'admin'));
create policy "intel_org_members: admins update" on public.intel_org_members
  for update to authenticated using (public.has_role((select auth.uid()), 'admin'));
create policy "intel_org_members: admins delete" on public.intel_org_members
  for delete to authenticated using (public.has_role((select auth.uid()), 'admin'));
grant select, delete on public.intel_org_members to authenticated;
grant insert (org_id, user_id, role), update (role) on public.intel_org_members to authenticated;

create policy "intel_advisories: TLP readers" on public.intel_advisories
  for select to authenticated using (public.intel_can_read_advisory(id));
grant select on public.intel_advisories to authenticated;

create policy "intel_advisory_recipients: analysts read" on public.intel_advisory_recipients
  for select to authenticated
  using (public.intel_is_analyst() and public.intel_can_read_advisory(advisory_id));
grant select on public.intel_advisory_recipients to authenticated;

create policy "intel_indicators: direct readers" on public.intel_indicators
  for select to authenticated using (public.intel_can_read_content_directly(advisory_id));
grant select on public.intel_indicators to authenticated;

create policy "intel_attachments: direct readers" on public.intel_attachments
  for select to authenticated using (public.intel_can_read_content_directly(advisory_id));
grant select on public.intel_attachments to authenticated;

create policy "intel_acknowledgements: the org and analysts read" on public.intel_acknowledgements
  for select to authenticated
  using (
    public.intel_is_member(org_id)
    or (public.intel_is_analyst() and public.intel_can_read_advisory(advisory_id))
  );
grant select on public.intel_acknowledgements to authenticated;

create policy "intel_watchlist_entries: members read" on public.intel_watchlist_entries
  for select to authenticated
  using (public.intel_is_member(org_id) or public.has_role((select auth.uid()), 'admin'));
create policy "intel_watchlist_entries: focal points add" on public.intel_watchlist_entries
  for insert to authenticated
  with check (
    (public.intel_is_focal_point(org_id) or public.has_role((select auth.uid()), 'admin'))
    and created_by = (select auth.uid())
  );
create policy "intel_watchlist_entries: focal points remove" on public.intel_watchlist_entries
  for delete to authenticated
  using (public.intel_is_focal_point(org_id) or public.has_role((select auth.uid()), 'admin'));
grant select, delete on public.intel_watchlist_entries to authenticated;
grant insert (org_id, kind, value) on public.intel_watchlist_entries to authenticated;

create policy "intel_protocols: TLP readers" on public.intel_protocols
  for select to authenticated
  using (
    tlp in ('clear', 'green')
    or public.intel_is_analyst()
    or exists (
      select 1 from public.intel_org_members m
       where m.user_id = (select auth.uid()) and m.org_id = any (recipient_org_ids)
    )
  );
create policy "intel_protocols: analysts insert" on public.intel_protocols
  for insert to authenticated
  with check (public.intel_is_analyst() and created_by = (select auth.uid()));
create policy "intel_protocols: analysts update" on public.intel_protocols
  for update to authenticated using (public.intel_is_analyst()) with check (public.intel_is_analyst());
create policy "intel_protocols: analysts delete" on public.intel_protocols
  for delete to authenticated using (public.intel_is_analyst());
grant select, delete on public.intel_protocols to authenticated;
grant insert (title, incident_type, tlp, recipient_org_ids, body),
  update (title, incident_type, tlp, recipient_org_ids, body) on public.intel_protocols to authenticated;

-- Policies call these as the caller.
revoke execute on function public.intel_caller_ok() from public, anon;
revoke execute on function public.intel_is_analyst() from public, anon;
revoke execute on function public.intel_is_member(uuid) from public, anon;
revoke execute on function public.intel_is_focal_point(uuid) from public, anon;
revoke execute on function public.intel_can_read_advisory(uuid) from public, anon;
revoke execute on function public.intel_can_read_content_directly(uuid) from public, anon;
grant execute on function public.intel_caller_ok() to authenticated;
grant execute on function public.intel_is_analyst() to authenticated;
grant execute on function public.intel_is_member(uuid) to authenticated;
grant execute on function public.intel_is_focal_point(uuid) to authenticated;
grant execute on function public.intel_can_read_advisory(uuid) to authenticated;
grant execute on function public.intel_can_read_content_directly(uuid) to authenticated;
revoke execute on function public.intel_indicators_normalise() from public, anon, authenticated;
revoke execute on function public.intel_watchlist_normalise() from public, anon, authenticated;
revoke execute on function public.intel_protocols_touch() from public, anon, authenticated;

-- Only flagged partners join organisations.
create or replace function public.intel_org_members_flagged()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.profiles p where p.user_id = new.user_id and p.is_cert_partner
  ) then
    raise exception 'Only partners with the intel flag can join an organisation' using errcode = 'PT422';
  end if;
  return new;
end
$$;
revoke execute on function public.intel_org_members_flagged() from public, anon, authenticated;
create trigger intel_org_members_flagged
  before insert or update of user_id on public.intel_org_members
  for each row execute function public.intel_org_members_flagged();

-- Admins' organisation and membership changes are audited (source intel).
create or replace function public.intel_audit_org_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(coalesce(new, old));
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    auth.uid(), public.request_actor_role(), 'intel',
    'intel_' || tg_table_name || '_' || lower(tg_op),
    jsonb_strip_nulls(jsonb_build_object(
      'org_id', coalesce(row_data ->> 'org_id', row_data ->> 'id'),
      'user_id', row_data ->> 'user_id',
      'role', row_data ->> 'role'
    ))
  );
  return null;
end
$$;
revoke execute on function public.intel_audit_org_change() from public, anon, authenticated;
create trigger intel_organisations_audit
  after insert or update or delete on public.intel_organisations
  for each row execute function public.intel_audit_org_change();
create trigger intel_org_members_audit
  after insert or update or delete on public.intel_org_members
  for each row execute function public.intel_audit_org_change();

-- Storage: the private intel-attachments bucket, path <advisory_id>/<file_name> -------------

insert into storage.buckets (id, name, public, file_size_limit)
values ('intel-attachments', 'intel-attachments', false, 26214400)
on conflict (id) do nothing;

-- The advisory an attachment path belongs to (null when the path does not start with one).
create or replace function public.intel_path_advisory(object_name text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when object_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
      then split_part(object_name, '/', 1)::uuid
  end
$$;
grant execute on function public.intel_path_advisory(text) to authenticated;

create policy "intel-attachments: TLP readers" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'intel-attachments'
    and public.intel_can_read_advisory(public.intel_path_advisory(name))
  );
create policy "intel-attachments: analysts upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'intel-attachments'
    and public.intel_is_analyst()
    and public.intel_can_read_advisory(public.intel_path_advisory(name))
  );
create policy "intel-attachments: analysts delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'intel-attachments'
    and public.intel_is_analyst()
    and public.intel_can_read_advisory(public.intel_path_advisory(name))
  );

-- Live: advisory headers reach their readers' open pages (RLS decides per subscriber).
alter publication supabase_realtime add table public.intel_advisories;
