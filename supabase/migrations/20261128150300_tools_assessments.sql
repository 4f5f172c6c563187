-- tools.: assessments, their answers, the team, the change history and the action plan
-- (issue 30). The engine is framework-neutral: an assessment names a framework, and one answer
-- row is made for each answerable item of it. Who may do what is decided here (RLS and the
-- security-definer functions below); the tools remote only mirrors it.
--
-- Roles on an assessment: 'owner' (tools_assessments.owner_id), 'reviewer' and 'contributor'
-- (tools_collaborators.role). A reader is any of the three while they hold the tools flag
-- (profiles.has_premium_tool_access) and are not held by the MFA lockout.

-- The caller holds the tools area (its flag) and is not locked out.
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
$$;

create table public.tools_assessments (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  organisation text not null check (char_length(organisation) between 1 and 200),
  name text not null check (char_length(name) between 1 and 200),
  sector text not null check (sector in (
    'finance', 'government', 'telecom', 'health', 'education', 'energy', 'retail', 'technology', 'ngo', 'other'
  )),
  country text not null check (country ~ '^[A-Z]{2}$'),
  size text not null check (size in ('micro', 'small', 'medium', 'large')),
  framework_id text not null references public.tools_frameworks (id),
  status text not null default 'in_progress' check (status in ('in_progress', 'submitted')),
  share_benchmark boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  submitted_at timestamptz,
  check ((status = 'submitted') = (submitted_at is not null))
);

create index tools_assessments_owner_idx on public.tools_assessments (owner_id, created_at desc);
create index tools_assessments_org_idx on public.tools_assessments (framework_id, lower(organisation), created_at);
create index tools_assessments_benchmark_idx on public.tools_assessments (framework_id, sector, country)
  where status = 'submitted' and share_benchmark;

create table public.tools_collaborators (
  assessment_id uuid not null references public.tools_assessments (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'contributor' check (role in ('contributor', 'reviewer')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (assessment_id, user_id)
);

create index tools_collaborators_user_idx on public.tools_collaborators (user_id);

-- The caller's role on an assessment: 'owner', 'reviewer', 'contributor' or null (none, or no
-- tools flag). Every policy below reads it.
create or replace function public.tools_role(p_assessment_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not public.tools_member() then null
    when exists (
      select 1 from public.tools_assessments a
      where a.id = p_assessment_id and a.owner_id = (select auth.uid())
    ) then 'owner'
    else (
      select c.role from public.tools_collaborators c
      where c.assessment_id = p_assessment_id and c.user_id = (select auth.uid())
    )
  end
$$;

-- Is this user on the assessment's team (owner or collaborator)?
create or replace function public.tools_on_team(p_assessment_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.tools_assessments a where a.id = p_assessment_id and a.owner_id = p_user_id)
    or exists (
      select 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id and c.user_id = p_user_id
    )
$$;

create or replace function public.tools_in_progress(p_assessment_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.tools_assessments a where a.id = p_assessment_id and a.status = 'in_progress')
$$;

revoke execute on function public.tools_member() from public, anon;
revoke execute on function public.tools_role(uuid) from public, anon;
revoke execute on function public.tools_on_team(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.tools_in_progress(uuid) from public, anon;
grant execute on function public.tools_member(), public.tools_role(uuid), public.tools_in_progress(uuid)
  to authenticated;

create table public.tools_answers (
  assessment_id uuid not null references public.tools_assessments (id) on delete cascade,
  framework_id text not null,
  item_code text not null,
  current_level smallint check (current_level between 0 and 5),
  target_level smallint check (target_level between 0 and 5),
  note text check (char_length(note) <= 4000),
  owner_id uuid references auth.users (id) on delete set null,
  status text not null default 'not_started'
    check (status in ('not_started', 'answered', 'returned', 'validated')),
  reviewer_comment text check (char_length(reviewer_comment) between 1 and 1000),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  validated_by uuid references auth.users (id) on delete set null,
  validated_at timestamptz,
  primary key (assessment_id, item_code),
  foreign key (framework_id, item_code) references public.tools_framework_items (framework_id, code),
  check ((status = 'validated') = (validated_at is not null))
);

create index tools_answers_owner_idx on public.tools_answers (owner_id) where owner_id is not null;

create table public.tools_answer_history (
  id bigint generated always as identity primary key,
  assessment_id uuid not null references public.tools_assessments (id) on delete cascade,
  item_code text,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now(),
  action text not null check (action in (
    'edited', 'assigned', 'validated', 'returned', 'submitted', 'collaborator_added', 'collaborator_removed'
  )),
  changes jsonb not null default '{}'::jsonb
);

create index tools_answer_history_assessment_idx on public.tools_answer_history (assessment_id, changed_at desc, id desc);

create table public.tools_actions (
  id uuid primary key default gen_random_uuid(),
  assessment_id uuid not null references public.tools_assessments (id) on delete cascade,
  item_code text,
  title text not null check (char_length(title) between 1 and 300),
  owner_id uuid references auth.users (id) on delete set null,
  due_date date,
  status text not null default 'open' check (status in ('open', 'in_progress', 'done')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (assessment_id, item_code) references public.tools_answers (assessment_id, item_code) on delete cascade
);

create index tools_actions_assessment_idx on public.tools_actions (assessment_id, created_at);

alter table public.tools_assessments enable row level security;
alter table public.tools_collaborators enable row level security;
alter table public.tools_answers enable row level security;
alter table public.tools_answer_history enable row level security;
alter table public.tools_actions enable row level security;

-- Assessments -----------------------------------------------------------------------------
-- The owner's row is matched on the row itself too: `insert ... returning` checks this policy
-- on the new row, which tools_role's snapshot does not see yet.
create policy "tools_assessments: team reads" on public.tools_assessments
  for select to authenticated
  using (
    (owner_id = (select auth.uid()) and (select public.tools_member()))
    or (select public.tools_role(id)) is not null
  );
create policy "tools_assessments: members create their own" on public.tools_assessments
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and (select public.tools_member()));
create policy "tools_assessments: owner updates" on public.tools_assessments
  for update to authenticated
  using (owner_id = (select auth.uid()) and (select public.tools_member()))
  with check (owner_id = (select auth.uid()));
create policy "tools_assessments: owner deletes while in progress" on public.tools_assessments
  for delete to authenticated
  using (owner_id = (select auth.uid()) and status = 'in_progress' and (select public.tools_member()));

-- Collaborators ---------------------------------------------------------------------------
create policy "tools_collaborators: team reads" on public.tools_collaborators
  for select to authenticated using ((select public.tools_role(assessment_id)) is not null);
create policy "tools_collaborators: owner changes roles" on public.tools_collaborators
  for update to authenticated
  using ((select public.tools_role(assessment_id)) = 'owner')
  with check ((select public.tools_role(assessment_id)) = 'owner');
create policy "tools_collaborators: owner removes, collaborators leave" on public.tools_collaborators
  for delete to authenticated
  using (
    (select public.tools_role(assessment_id)) = 'owner'
    or (user_id = (select auth.uid()) and (select public.tools_member()))
  );

-- Answers ---------------------------------------------------------------------------------
create policy "tools_answers: team reads" on public.tools_answers
  for select to authenticated using ((select public.tools_role(assessment_id)) is not null);
-- Owner and reviewers answer any item, a contributor the items assigned to them; only while
-- the assessment is in progress. Who may reassign is checked by the trigger below.
create policy "tools_answers: team answers while in progress" on public.tools_answers
  for update to authenticated
  using (
    (select public.tools_in_progress(assessment_id))
    and (
      (select public.tools_role(assessment_id)) in ('owner', 'reviewer')
      or (owner_id = (select auth.uid()) and (select public.tools_role(assessment_id)) = 'contributor')
    )
  )
  with check ((select public.tools_role(assessment_id)) is not null);

-- History ---------------------------------------------------------------------------------
create policy "tools_answer_history: team reads" on public.tools_answer_history
  for select to authenticated using ((select public.tools_role(assessment_id)) is not null);

-- Action plan -----------------------------------------------------------------------------
create policy "tools_actions: team reads" on public.tools_actions
  for select to authenticated using ((select public.tools_role(assessment_id)) is not null);
create policy "tools_actions: owner and reviewers add" on public.tools_actions
  for insert to authenticated
  with check ((select public.tools_role(assessment_id)) in ('owner', 'reviewer'));
create policy "tools_actions: owner, reviewers and the action's owner update" on public.tools_actions
  for update to authenticated
  using (
    (select public.tools_role(assessment_id)) in ('owner', 'reviewer')
    or (owner_id = (select auth.uid()) and (select public.tools_role(assessment_id)) is not null)
  )
  with check ((select public.tools_role(assessment_id)) is not null);
create policy "tools_actions: owner deletes" on public.tools_actions
  for delete to authenticated using ((select public.tools_role(assessment_id)) = 'owner');

select public.require_aal2_for_member_data('public.tools_assessments');
select public.require_aal2_for_member_data('public.tools_collaborators');
select public.require_aal2_for_member_data('public.tools_answers');
select public.require_aal2_for_member_data('public.tools_answer_history');
select public.require_aal2_for_member_data('public.tools_actions');

-- Grants: only what the browser does; status, owners, timestamps are set by triggers/RPCs.
revoke all on public.tools_assessments, public.tools_collaborators, public.tools_answers,
  public.tools_answer_history, public.tools_actions from anon, authenticated;
grant select, delete on public.tools_assessments to authenticated;
grant insert (organisation, name, sector, country, size, framework_id, share_benchmark)
  on public.tools_assessments to authenticated;
grant update (organisation, name, sector, country, size, share_benchmark)
  on public.tools_assessments to authenticated;
grant select, delete on public.tools_collaborators to authenticated;
grant update (role) on public.tools_collaborators to authenticated;
grant select on public.tools_answers to authenticated;
grant update (current_level, target_level, note, owner_id) on public.tools_answers to authenticated;
grant select on public.tools_answer_history to authenticated;
grant select, delete on public.tools_actions to authenticated;
grant insert (assessment_id, item_code, title, owner_id, due_date, status) on public.tools_actions to authenticated;
grant update (title, owner_id, due_date, status) on public.tools_actions to authenticated;

-- Triggers --------------------------------------------------------------------------------

-- Trimmed texts; after submission only the benchmark opt-in may change.
create or replace function public.tools_assessments_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.organisation := btrim(new.organisation);
  new.name := btrim(new.name);
  if tg_op = 'UPDATE' then
    if new.framework_id is distinct from old.framework_id then
      raise exception 'The framework of an assessment cannot change' using errcode = '22023';
    end if;
    if old.status = 'submitted' and (new.organisation, new.name, new.sector, new.country, new.size)
        is distinct from (old.organisation, old.name, old.sector, old.country, old.size) then
      raise exception 'assessment_submitted' using errcode = 'PT409';
    end if;
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- One answer row per answerable item of the framework.
create or replace function public.tools_assessments_make_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.tools_answers (assessment_id, framework_id, item_code)
  select new.id, i.framework_id, i.code
  from public.tools_framework_items i
  where i.framework_id = new.framework_id and i.answerable;
  return null;
end
$$;

create or replace function public.tools_assessments_audit_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (
    new.owner_id, public.request_actor_role(), public.area_source_app('tools'), 'tools_assessment_created',
    jsonb_build_object('assessment_id', new.id, 'framework_id', new.framework_id)
  );
  return null;
end
$$;

create trigger tools_assessments_before_write
  before insert or update on public.tools_assessments
  for each row execute function public.tools_assessments_before_write();
create trigger tools_assessments_make_answers
  after insert on public.tools_assessments
  for each row execute function public.tools_assessments_make_answers();
create trigger tools_assessments_audit_insert
  after insert on public.tools_assessments
  for each row execute function public.tools_assessments_audit_insert();

-- An answer's edit: only the owner reassigns (to someone on the team); a change of level or
-- note makes it 'answered' (or 'not_started' without a current level) and clears a validation.
-- Nested calls (a collaborator removed → their items unassigned) skip the owner check.
create or replace function public.tools_answers_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is distinct from old.owner_id then
    if pg_trigger_depth() = 1 and auth.uid() is not null
        and public.tools_role(new.assessment_id) is distinct from 'owner' then
      raise exception 'Only the owner of the assessment assigns items' using errcode = '42501';
    end if;
    if new.owner_id is not null and not public.tools_on_team(new.assessment_id, new.owner_id) then
      raise exception 'assignee_not_on_team' using errcode = '22023';
    end if;
  end if;
  if (new.current_level, new.target_level, new.note) is distinct from (old.current_level, old.target_level, old.note) then
    new.note := nullif(btrim(new.note), '');
    new.status := case when new.current_level is null then 'not_started' else 'answered' end;
    new.validated_by := null;
    new.validated_at := null;
    new.updated_by := auth.uid();
  end if;
  new.updated_at := now();
  return new;
end
$$;

-- Who changed what: one history row per update, naming the fields that changed.
create or replace function public.tools_answers_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb := '{}'::jsonb;
  field text;
  before jsonb := to_jsonb(old);
  after jsonb := to_jsonb(new);
begin
  foreach field in array array['current_level', 'target_level', 'note', 'owner_id', 'status', 'reviewer_comment'] loop
    if before -> field is distinct from after -> field then
      changes := changes || jsonb_build_object(field, jsonb_build_object('from', before -> field, 'to', after -> field));
    end if;
  end loop;
  if changes = '{}'::jsonb then
    return null;
  end if;
  insert into public.tools_answer_history (assessment_id, item_code, changed_by, action, changes)
  values (
    new.assessment_id, new.item_code, auth.uid(),
    case
      when new.status = 'validated' and old.status <> 'validated' then 'validated'
      when new.status = 'returned' and old.status <> 'returned' then 'returned'
      when changes ?& array['owner_id'] and not (changes ?| array['current_level', 'target_level', 'note']) then 'assigned'
      else 'edited'
    end,
    changes
  );
  update public.tools_assessments set updated_at = now() where id = new.assessment_id;
  return null;
end
$$;

create trigger tools_answers_before_update
  before update on public.tools_answers
  for each row execute function public.tools_answers_before_update();
create trigger tools_answers_after_update
  after update on public.tools_answers
  for each row execute function public.tools_answers_after_update();

create or replace function public.tools_collaborators_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The assessment itself is being deleted (cascade): nothing to record.
  if not exists (
    select 1 from public.tools_assessments a
    where a.id = case when tg_op = 'DELETE' then old.assessment_id else new.assessment_id end
  ) then
    return null;
  end if;
  if tg_op = 'DELETE' then
    update public.tools_answers set owner_id = null
    where assessment_id = old.assessment_id and owner_id = old.user_id;
    update public.tools_actions set owner_id = null
    where assessment_id = old.assessment_id and owner_id = old.user_id;
    insert into public.tools_answer_history (assessment_id, changed_by, action, changes)
    values (old.assessment_id, auth.uid(), 'collaborator_removed', jsonb_build_object('user_id', old.user_id));
    return null;
  end if;
  insert into public.tools_answer_history (assessment_id, changed_by, action, changes)
  values (
    new.assessment_id, auth.uid(), 'collaborator_added',
    jsonb_build_object('user_id', new.user_id, 'role', new.role)
  );
  return null;
end
$$;

create trigger tools_collaborators_after_change
  after insert or delete on public.tools_collaborators
  for each row execute function public.tools_collaborators_after_change();

create or replace function public.tools_actions_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  if new.owner_id is not null and not public.tools_on_team(new.assessment_id, new.owner_id) then
    raise exception 'assignee_not_on_team' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger tools_actions_before_write
  before insert or update on public.tools_actions
  for each row execute function public.tools_actions_before_write();

revoke execute on function public.tools_assessments_before_write() from public, anon, authenticated;
revoke execute on function public.tools_assessments_make_answers() from public, anon, authenticated;
revoke execute on function public.tools_assessments_audit_insert() from public, anon, authenticated;
revoke execute on function public.tools_answers_before_update() from public, anon, authenticated;
revoke execute on function public.tools_answers_after_update() from public, anon, authenticated;
revoke execute on function public.tools_collaborators_after_change() from public, anon, authenticated;
revoke execute on function public.tools_actions_before_write() from public, anon, authenticated;

-- Workflow RPCs ---------------------------------------------------------------------------

-- Refuses unless the caller reads the assessment (PT404 hides whether it exists) and, when
-- roles are given, holds one of them (42501).
create or replace function public.tools_require_role(p_assessment_id uuid, p_roles text[] default null)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller_role text := public.tools_role(p_assessment_id);
begin
  if caller_role is null then
    raise exception 'assessment_not_found' using errcode = 'PT404';
  end if;
  if p_roles is not null and not caller_role = any (p_roles) then
    raise exception 'Not allowed for your role on this assessment' using errcode = '42501';
  end if;
  return caller_role;
end
$$;

revoke execute on function public.tools_require_role(uuid, text[]) from public, anon, authenticated;

create or replace function public.tools_audit(p_action text, p_details jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), public.area_source_app('tools'), p_action, p_details)
$$;

revoke execute on function public.tools_audit(text, jsonb) from public, anon, authenticated;

-- The owner adds a member (with the tools flag) by e-mail address.
create or replace function public.tools_invite_collaborator(
  p_assessment_id uuid, p_email text, p_role text default 'contributor'
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitee uuid;
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  if p_role is null or p_role not in ('contributor', 'reviewer') then
    raise exception 'Role must be contributor or reviewer' using errcode = '22023';
  end if;
  select u.id into invitee from auth.users u
  where lower(u.email) = lower(btrim(coalesce(p_email, ''))) and u.deleted_at is null;
  if invitee is null then
    raise exception 'no_such_member' using errcode = 'PT404';
  end if;
  if invitee = auth.uid() then
    raise exception 'cannot_invite_self' using errcode = '22023';
  end if;
  if not public.has_area_flag(invitee, 'tools') then
    raise exception 'member_without_tools_access' using errcode = '22023';
  end if;
  if exists (select 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id and c.user_id = invitee) then
    raise exception 'already_collaborator' using errcode = 'PT409';
  end if;
  insert into public.tools_collaborators (assessment_id, user_id, role, invited_by)
  values (p_assessment_id, invitee, p_role, auth.uid());
  perform public.tools_audit(
    'tools_collaborator_invited',
    jsonb_build_object('assessment_id', p_assessment_id, 'user_id', invitee, 'role', p_role)
  );
  return invitee;
end
$$;

create or replace function public.tools_answer_for_review(p_assessment_id uuid, p_item_code text)
returns public.tools_answers
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer public.tools_answers;
begin
  perform public.tools_require_role(p_assessment_id, array['owner', 'reviewer']);
  if not public.tools_in_progress(p_assessment_id) then
    raise exception 'assessment_submitted' using errcode = 'PT409';
  end if;
  select * into answer from public.tools_answers a
  where a.assessment_id = p_assessment_id and a.item_code = p_item_code
  for update;
  if not found then
    raise exception 'item_not_found' using errcode = 'PT404';
  end if;
  return answer;
end
$$;

revoke execute on function public.tools_answer_for_review(uuid, text) from public, anon, authenticated;

create or replace function public.tools_validate_answer(p_assessment_id uuid, p_item_code text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  answer public.tools_answers := public.tools_answer_for_review(p_assessment_id, p_item_code);
begin
  if answer.status <> 'answered' then
    raise exception 'not_answered' using errcode = 'PT409';
  end if;
  update public.tools_answers
     set status = 'validated', validated_by = auth.uid(), validated_at = now()
   where assessment_id = p_assessment_id and item_code = p_item_code;
  perform public.tools_audit(
    'tools_answer_validated', jsonb_build_object('assessment_id', p_assessment_id, 'item_code', p_item_code)
  );
end
$$;

create or replace function public.tools_send_back_answer(p_assessment_id uuid, p_item_code text, p_comment text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  answer public.tools_answers := public.tools_answer_for_review(p_assessment_id, p_item_code);
  comment text := nullif(btrim(coalesce(p_comment, '')), '');
begin
  if comment is null or char_length(comment) > 1000 then
    raise exception 'A comment of 1 to 1000 characters is needed' using errcode = '22023';
  end if;
  if answer.status not in ('answered', 'validated') then
    raise exception 'not_answered' using errcode = 'PT409';
  end if;
  update public.tools_answers
     set status = 'returned', reviewer_comment = comment, validated_by = null, validated_at = null
   where assessment_id = p_assessment_id and item_code = p_item_code;
  perform public.tools_audit(
    'tools_answer_sent_back', jsonb_build_object('assessment_id', p_assessment_id, 'item_code', p_item_code)
  );
end
$$;

create or replace function public.tools_submit_assessment(p_assessment_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.tools_require_role(p_assessment_id, array['owner']);
  update public.tools_assessments set status = 'submitted', submitted_at = now()
  where id = p_assessment_id and status = 'in_progress';
  if not found then
    raise exception 'already_submitted' using errcode = 'PT409';
  end if;
  insert into public.tools_answer_history (assessment_id, changed_by, action)
  values (p_assessment_id, auth.uid(), 'submitted');
  perform public.tools_audit('tools_assessment_submitted', jsonb_build_object('assessment_id', p_assessment_id));
end
$$;

-- Reports are made in the browser; it records each download here.
create or replace function public.tools_log_export(p_assessment_id uuid, p_format text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.tools_require_role(p_assessment_id);
  if p_format is null or p_format not in ('pdf', 'csv', 'xlsx') then
    raise exception 'Format must be pdf, csv or xlsx' using errcode = '22023';
  end if;
  perform public.tools_audit(
    'tools_assessment_exported', jsonb_build_object('assessment_id', p_assessment_id, 'format', p_format)
  );
end
$$;

-- The team's names for the history, the assignee pickers and the action plan.
create or replace function public.tools_people(p_assessment_id uuid)
returns table (user_id uuid, full_name text, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.tools_require_role(p_assessment_id);
  return query
    select u.id, coalesce(nullif(p.full_name, ''), u.email::text), u.email::text, t.role
    from (
      select a.owner_id as uid, 'owner'::text as role, 0 as ord from public.tools_assessments a where a.id = p_assessment_id
      union all
      select c.user_id, c.role, 1 from public.tools_collaborators c where c.assessment_id = p_assessment_id
    ) t
    join auth.users u on u.id = t.uid
    left join public.profiles p on p.user_id = t.uid
    order by t.ord, 2;
end
$$;

grant execute on function public.tools_invite_collaborator(uuid, text, text),
  public.tools_validate_answer(uuid, text), public.tools_send_back_answer(uuid, text, text),
  public.tools_submit_assessment(uuid), public.tools_log_export(uuid, text), public.tools_people(uuid)
  to authenticated;
revoke execute on function public.tools_invite_collaborator(uuid, text, text),
  public.tools_validate_answer(uuid, text), public.tools_send_back_answer(uuid, text, text),
  public.tools_submit_assessment(uuid), public.tools_log_export(uuid, text), public.tools_people(uuid)
  from public, anon;
