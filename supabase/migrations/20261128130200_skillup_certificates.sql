-- SkillUp (issue 29), part 3: the completion rule, certificates (issued by triggers, verified by
-- anyone, revoked by admins), the career-transition pathways, the CPE ledger and the area's
-- audit entries (source 'skillup'). Contract: docs/areas/skillup-data.md.

create table public.skillup_pathways (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 2000),
  status text not null default 'draft' check (status in ('draft', 'published')),
  capstone_course_id uuid references public.skillup_courses (id) on delete set null,
  created_at timestamptz not null default now()
);

create table public.skillup_pathway_courses (
  pathway_id uuid not null references public.skillup_pathways (id) on delete cascade,
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  position int not null check (position >= 1),
  primary key (pathway_id, course_id)
);

-- A code people can read aloud or type from paper: CSAN-XXXX-XXXX over 31 characters with no
-- 0/O, 1/I/L to confuse (31^8 ≈ 8.5e11 codes: not guessable one by one through the public
-- verification).
create table public.skillup_certificates (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^CSAN-[A-Z0-9]{4}-[A-Z0-9]{4}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  course_id uuid references public.skillup_courses (id) on delete set null,
  pathway_id uuid references public.skillup_pathways (id) on delete set null,
  -- Snapshots at issue: a later rename does not change what was certified.
  holder_name text not null,
  title text not null,
  cpe_hours numeric(5, 1) not null default 0,
  issued_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text check (char_length(revoked_reason) between 3 and 500),
  revoked_by uuid references auth.users (id) on delete set null,
  check ((revoked_at is null) = (revoked_reason is null))
);
create unique index skillup_certificates_one_per_course
  on public.skillup_certificates (user_id, course_id) where course_id is not null;
create unique index skillup_certificates_one_per_pathway
  on public.skillup_certificates (user_id, pathway_id) where pathway_id is not null;

alter table public.skillup_pathways enable row level security;
alter table public.skillup_pathway_courses enable row level security;
alter table public.skillup_certificates enable row level security;

create policy "skillup_pathways: everyone reads published" on public.skillup_pathways
  for select to anon, authenticated
  using (status = 'published' or public.has_role((select auth.uid()), 'admin'));
create policy "skillup_pathways: admins write" on public.skillup_pathways
  for all to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "skillup_pathway_courses: readable with its pathway" on public.skillup_pathway_courses
  for select to anon, authenticated
  using (exists (select 1 from public.skillup_pathways p where p.id = pathway_id));
create policy "skillup_pathway_courses: admins write" on public.skillup_pathway_courses
  for all to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));
create policy "skillup_certificates: own, admins" on public.skillup_certificates
  for select to authenticated
  using (user_id = (select auth.uid()) or public.has_role((select auth.uid()), 'admin'));

do $$
declare
  t text;
  op text;
begin
  foreach t in array array['skillup_pathways', 'skillup_pathway_courses'] loop
    execute format(
      'create policy %I on public.%I as restrictive for insert to authenticated with check ((select public.mfa_requirement_met()))',
      t || ': insert needs aal2 once MFA is set up', t);
    foreach op in array array['update', 'delete'] loop
      execute format(
        'create policy %I on public.%I as restrictive for %s to authenticated using ((select public.mfa_requirement_met()))',
        t || ': ' || op || ' needs aal2 once MFA is set up', t, op);
    end loop;
  end loop;
end
$$;
select public.require_aal2_for_member_data('public.skillup_certificates');

revoke all on public.skillup_pathways, public.skillup_pathway_courses, public.skillup_certificates
  from anon, authenticated;
grant select on public.skillup_pathways, public.skillup_pathway_courses to anon, authenticated;
grant insert, update, delete on public.skillup_pathways, public.skillup_pathway_courses
  to authenticated;
-- Certificates are issued by the database and revoked through skillup_revoke_certificate.
grant select on public.skillup_certificates to authenticated;

-- Progress --------------------------------------------------------------------------------

-- A learner's progress in a course (the pages' and the completion rule's one source).
create or replace function public.skillup_progress(p_user_id uuid, p_course_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with lessons as (
    select l.id, m.position as module_position, l.position,
           exists (select 1 from public.skillup_lesson_completions lc
                   where lc.user_id = p_user_id and lc.lesson_id = l.id) as done
    from public.skillup_lessons l join public.skillup_modules m on m.id = l.module_id
    where l.course_id = p_course_id
  ), final_exam as (
    select e.id from public.skillup_exams e where e.course_id = p_course_id and e.module_id is null
  ), enrolment as (
    select * from public.skillup_enrolments e where e.course_id = p_course_id and e.user_id = p_user_id
  )
  select jsonb_build_object(
    'course_id', p_course_id,
    'enrolled', exists (select 1 from enrolment),
    'enrolled_at', (select enrolled_at from enrolment),
    'completed_lessons', (select count(*) filter (where done) from lessons),
    'total_lessons', (select count(*) from lessons),
    'progress_percent', (select case when count(*) = 0 then 0
                                     else floor(100.0 * count(*) filter (where done) / count(*))::int end
                         from lessons),
    'next_lesson_id', (select id from lessons where not done order by module_position, position limit 1),
    'last_lesson_id', (select last_lesson_id from enrolment),
    'final_exam_id', (select id from final_exam),
    'final_exam_passed', exists (select 1 from public.skillup_attempts a
                                 where a.exam_id = (select id from final_exam)
                                   and a.user_id = p_user_id and a.passed),
    'course_completed', coalesce((select completed_at is not null from enrolment), false),
    'completed_at', (select completed_at from enrolment),
    'certificate_code', (select c.code from public.skillup_certificates c
                         where c.user_id = p_user_id and c.course_id = p_course_id)
  )
$$;
revoke execute on function public.skillup_progress(uuid, uuid) from public, anon, authenticated;

-- The caller's own progress; a course the caller cannot see is P0002.
create or replace function public.skillup_course_progress(p_course_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.skillup_courses c where c.id = p_course_id
                   and (c.status = 'published' or public.skillup_is_editor(c.id))) then
    raise exception 'not_found: no such course' using errcode = 'P0002';
  end if;
  return public.skillup_progress(auth.uid(), p_course_id);
end
$$;

create or replace function public.skillup_pathway_progress(p_pathway_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  pathway public.skillup_pathways;
begin
  select * into pathway from public.skillup_pathways p
  where p.id = p_pathway_id and (p.status = 'published' or public.has_role(uid, 'admin'));
  if not found then
    raise exception 'not_found: no such pathway' using errcode = 'P0002';
  end if;
  return (
    with courses as (
      select c.id, c.title, c.slug, pc.position, c.id = pathway.capstone_course_id as is_capstone,
             exists (select 1 from public.skillup_enrolments e where e.course_id = c.id
                       and e.user_id = uid and e.completed_at is not null) as completed
      from public.skillup_pathway_courses pc join public.skillup_courses c on c.id = pc.course_id
      where pc.pathway_id = pathway.id
    )
    select jsonb_build_object(
      'pathway_id', pathway.id,
      'courses', coalesce((select jsonb_agg(jsonb_build_object(
        'course_id', id, 'title', title, 'slug', slug, 'completed', completed,
        'is_capstone', is_capstone) order by position) from courses), '[]'),
      'completed', (select count(*) filter (where completed) from courses),
      'total', (select count(*) from courses),
      'progress_percent', (select case when count(*) = 0 then 0
                                       else floor(100.0 * count(*) filter (where completed) / count(*))::int end
                           from courses),
      'certificate_code', (select c.code from public.skillup_certificates c
                           where c.user_id = uid and c.pathway_id = pathway.id)
    ));
end
$$;

-- The completion rule -----------------------------------------------------------------------

-- All lessons completed and the final exam (if the course has one) passed: the enrolment is
-- completed, which issues the certificate (trigger below). No button, no client write.
create or replace function public.skillup_refresh_completion(p_user_id uuid, p_course_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  progress jsonb := public.skillup_progress(p_user_id, p_course_id);
begin
  if (progress ->> 'enrolled')::boolean
     and not (progress ->> 'course_completed')::boolean
     and (progress ->> 'total_lessons')::int > 0
     and (progress ->> 'completed_lessons')::int = (progress ->> 'total_lessons')::int
     and (progress ->> 'final_exam_id' is null or (progress ->> 'final_exam_passed')::boolean) then
    update public.skillup_enrolments set completed_at = now()
    where course_id = p_course_id and user_id = p_user_id and completed_at is null;
  end if;
end
$$;
revoke execute on function public.skillup_refresh_completion(uuid, uuid) from public, anon, authenticated;

create or replace function public.skillup_after_lesson_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.skillup_refresh_completion(new.user_id, new.course_id);
  return null;
end
$$;
create trigger skillup_lesson_completions_completion after insert on public.skillup_lesson_completions
  for each row execute function public.skillup_after_lesson_completed();

-- A submitted attempt: audited; a pass may complete the course.
create or replace function public.skillup_after_attempt_submitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  course uuid := (select e.course_id from public.skillup_exams e where e.id = new.exam_id);
begin
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'skillup', 'skillup_exam_submitted',
          jsonb_build_object('exam_id', new.exam_id, 'attempt_id', new.id,
                             'user_id', new.user_id, 'score_percent', new.score_percent,
                             'passed', new.passed));
  if new.passed then
    perform public.skillup_refresh_completion(new.user_id, course);
  end if;
  return null;
end
$$;
create trigger skillup_attempts_submitted after update of submitted_at on public.skillup_attempts
  for each row when (old.submitted_at is null and new.submitted_at is not null)
  execute function public.skillup_after_attempt_submitted();

create or replace function public.skillup_new_certificate_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  bytes bytea;
  v_code text;
begin
  loop
    bytes := uuid_send(gen_random_uuid());
    v_code := 'CSAN-';
    -- Bytes 6 and 8 of a v4 UUID carry its version and variant: skip them.
    for i in 0..8 loop
      continue when i in (6, 8);
      v_code := v_code || substr(alphabet, 1 + get_byte(bytes, i) % 31, 1);
      if char_length(v_code) = 9 then
        v_code := v_code || '-';
      end if;
    end loop;
    v_code := v_code || substr(alphabet, 1 + get_byte(bytes, 9) % 31, 1);
    exit when not exists (select 1 from public.skillup_certificates c where c.code = v_code);
  end loop;
  return v_code;
end
$$;
revoke execute on function public.skillup_new_certificate_code() from public, anon, authenticated;

-- A completed enrolment issues the course's certificate, and a pathway's once all its courses
-- are completed.
create or replace function public.skillup_after_enrolment_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  course public.skillup_courses;
  holder text := coalesce((select nullif(btrim(p.full_name), '') from public.profiles p
                           where p.user_id = new.user_id), 'CSAN member');
  pathway public.skillup_pathways;
begin
  select * into course from public.skillup_courses c where c.id = new.course_id;
  insert into public.skillup_certificates
    (code, user_id, course_id, holder_name, title, cpe_hours, issued_at, expires_at)
  values (public.skillup_new_certificate_code(), new.user_id, course.id, holder, course.title,
          course.cpe_hours, new.completed_at,
          new.completed_at + make_interval(months => course.certificate_valid_months))
  on conflict do nothing;

  for pathway in
    select p.* from public.skillup_pathways p
    join public.skillup_pathway_courses pc on pc.pathway_id = p.id and pc.course_id = new.course_id
    where p.status = 'published'
      and not exists (
        select 1 from public.skillup_pathway_courses other
        where other.pathway_id = p.id
          and not exists (select 1 from public.skillup_enrolments e
                          where e.course_id = other.course_id and e.user_id = new.user_id
                            and e.completed_at is not null))
  loop
    insert into public.skillup_certificates
      (code, user_id, pathway_id, holder_name, title, cpe_hours, issued_at)
    values (public.skillup_new_certificate_code(), new.user_id, pathway.id, holder, pathway.title,
            0, new.completed_at)
    on conflict do nothing;
  end loop;
  return null;
end
$$;
create trigger skillup_enrolments_completed after update of completed_at on public.skillup_enrolments
  for each row when (old.completed_at is null and new.completed_at is not null)
  execute function public.skillup_after_enrolment_completed();

-- Audit: enrolments, certificate issue and revocation (exam submissions above).
create or replace function public.skillup_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  action text;
  details jsonb;
begin
  if tg_table_name = 'skillup_enrolments' then
    action := 'skillup_enrolled';
    details := jsonb_build_object('course_id', new.course_id, 'user_id', new.user_id);
  elsif tg_op = 'INSERT' then
    action := 'skillup_certificate_issued';
    details := jsonb_strip_nulls(jsonb_build_object(
      'certificate_id', new.id, 'user_id', new.user_id,
      'course_id', new.course_id, 'pathway_id', new.pathway_id));
  else
    action := 'skillup_certificate_revoked';
    details := jsonb_build_object('certificate_id', new.id, 'user_id', new.user_id);
  end if;
  insert into public.audit_logs (user_id, user_role, source_app, action_type, action_details)
  values (auth.uid(), public.request_actor_role(), 'skillup', action, details);
  return null;
end
$$;
create trigger skillup_enrolments_audit after insert on public.skillup_enrolments
  for each row execute function public.skillup_audit();
create trigger skillup_certificates_audit_issue after insert on public.skillup_certificates
  for each row execute function public.skillup_audit();
create trigger skillup_certificates_audit_revoke after update of revoked_at on public.skillup_certificates
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function public.skillup_audit();

revoke execute on function public.skillup_after_lesson_completed(),
  public.skillup_after_attempt_submitted(), public.skillup_after_enrolment_completed(),
  public.skillup_audit()
  from public, anon, authenticated;

-- Verification and revocation ----------------------------------------------------------------

-- Anyone, signed in or not: the status and only what a certificate shows (holder, title, dates).
create or replace function public.skillup_verify_certificate(p_code text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select jsonb_build_object(
      'status', case when c.revoked_at is not null then 'revoked'
                     when c.expires_at is not null and c.expires_at <= now() then 'expired'
                     else 'valid' end,
      'holder_name', c.holder_name, 'title', c.title,
      'issued_at', c.issued_at, 'expires_at', c.expires_at)
    from public.skillup_certificates c
    where c.code = upper(btrim(left(coalesce(p_code, ''), 64)))
  ), jsonb_build_object('status', 'unknown'))
$$;
revoke execute on function public.skillup_verify_certificate(text) from public;
grant execute on function public.skillup_verify_certificate(text) to anon, authenticated;

create or replace function public.skillup_revoke_certificate(p_code text, p_reason text)
returns public.skillup_certificates
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := btrim(coalesce(p_reason, ''));
  certificate public.skillup_certificates;
begin
  perform public.assert_admin_aal2();
  if char_length(reason) not between 3 and 500 then
    raise exception 'bad_request: a reason of 3 to 500 characters' using errcode = '22023';
  end if;
  select * into certificate from public.skillup_certificates c
  where c.code = upper(btrim(left(coalesce(p_code, ''), 64))) for update;
  if not found then
    raise exception 'not_found: no such certificate' using errcode = 'P0002';
  end if;
  if certificate.revoked_at is null then
    update public.skillup_certificates
       set revoked_at = now(), revoked_reason = reason, revoked_by = auth.uid()
     where id = certificate.id
    returning * into certificate;
  end if;
  return certificate;
end
$$;
revoke execute on function public.skillup_revoke_certificate(text, text) from public, anon;
grant execute on function public.skillup_revoke_certificate(text, text) to authenticated;

revoke execute on function public.skillup_course_progress(uuid), public.skillup_pathway_progress(uuid)
  from public, anon;
grant execute on function public.skillup_course_progress(uuid), public.skillup_pathway_progress(uuid)
  to authenticated;

-- The CPE ledger: one row per course certificate, under the certificates' own rules (the
-- member's rows; admins all). CSV: completed_on, title, cpe_hours, certificate_code, status.
create view public.skillup_cpe_ledger with (security_invoker = true) as
  select c.user_id, c.code as certificate_code, c.title, c.issued_at::date as completed_on,
         c.cpe_hours, c.course_id,
         case when c.revoked_at is not null then 'revoked'
              when c.expires_at is not null and c.expires_at <= now() then 'expired'
              else 'valid' end as status
  from public.skillup_certificates c
  where c.course_id is not null;
revoke all on public.skillup_cpe_ledger from anon, authenticated;
grant select on public.skillup_cpe_ledger to authenticated;
