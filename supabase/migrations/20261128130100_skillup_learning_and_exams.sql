-- SkillUp (issue 29), part 2: enrolments, lesson completions and exams decided by the database.
-- Learners write nothing directly: every step is a security-definer function that checks the
-- caller (signed in, the `is_lms_active` flag, aal2 once MFA is set up, not locked out),
-- enrolment, the exam's attempt limit, waiting period and deadline. Correct options never leave
-- the database before an attempt is submitted; scoring is done here. Contract:
-- docs/areas/skillup-data.md.

create table public.skillup_enrolments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  enrolled_at timestamptz not null default now(),
  -- Set by the completion rule (part 3), never by a client.
  completed_at timestamptz,
  -- Where the learner left off (resume).
  last_lesson_id uuid references public.skillup_lessons (id) on delete set null,
  unique (course_id, user_id)
);
create index skillup_enrolments_user_idx on public.skillup_enrolments (user_id);

-- One row per learner and lesson however often it is sent; client_key is the offline queue's
-- key for the message (a replay with the same key is the same completion).
create table public.skillup_lesson_completions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  lesson_id uuid not null references public.skillup_lessons (id) on delete cascade,
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  completed_at timestamptz not null default now(),
  client_key uuid not null,
  unique (user_id, lesson_id),
  unique (user_id, client_key)
);
create index skillup_lesson_completions_course_idx
  on public.skillup_lesson_completions (user_id, course_id);

create table public.skillup_attempts (
  id uuid primary key default gen_random_uuid(),
  exam_id uuid not null references public.skillup_exams (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  attempt_no int not null check (attempt_no >= 1),
  started_at timestamptz not null default now(),
  deadline_at timestamptz not null,
  submitted_at timestamptz,
  score_percent int check (score_percent between 0 and 100),
  passed boolean,
  unique (exam_id, user_id, attempt_no),
  check ((submitted_at is null) = (score_percent is null) and (score_percent is null) = (passed is null))
);
create index skillup_attempts_user_idx on public.skillup_attempts (user_id, exam_id);

-- The questions drawn for an attempt, in the order shown, and the learner's saved answer.
create table public.skillup_attempt_answers (
  attempt_id uuid not null references public.skillup_attempts (id) on delete cascade,
  question_id uuid not null references public.skillup_questions (id) on delete cascade,
  position int not null,
  selected_option_ids uuid[] not null default '{}',
  answered_at timestamptz,
  -- Set when the attempt is scored; not granted to clients (the review function shows it).
  is_correct boolean,
  primary key (attempt_id, question_id)
);

alter table public.skillup_enrolments enable row level security;
alter table public.skillup_lesson_completions enable row level security;
alter table public.skillup_attempts enable row level security;
alter table public.skillup_attempt_answers enable row level security;

create policy "skillup_enrolments: own, the course's editors" on public.skillup_enrolments
  for select to authenticated
  using (user_id = (select auth.uid()) or public.skillup_is_editor(course_id));
create policy "skillup_lesson_completions: own, the course's editors"
  on public.skillup_lesson_completions for select to authenticated
  using (user_id = (select auth.uid()) or public.skillup_is_editor(course_id));
-- Attempts are the learner's own: instructors see results through enrolments, not answers.
create policy "skillup_attempts: own, admins" on public.skillup_attempts
  for select to authenticated
  using (user_id = (select auth.uid()) or public.has_role((select auth.uid()), 'admin'));
create policy "skillup_attempt_answers: own, admins" on public.skillup_attempt_answers
  for select to authenticated
  using (exists (
    select 1 from public.skillup_attempts a where a.id = attempt_id
      and (a.user_id = (select auth.uid()) or public.has_role((select auth.uid()), 'admin'))
  ));

select public.require_aal2_for_member_data('public.skillup_enrolments');
select public.require_aal2_for_member_data('public.skillup_lesson_completions');
select public.require_aal2_for_member_data('public.skillup_attempts');
select public.require_aal2_for_member_data('public.skillup_attempt_answers');

revoke all on public.skillup_enrolments, public.skillup_lesson_completions,
  public.skillup_attempts, public.skillup_attempt_answers from anon, authenticated;
grant select on public.skillup_enrolments, public.skillup_lesson_completions,
  public.skillup_attempts to authenticated;
grant select (attempt_id, question_id, position, selected_option_ids, answered_at)
  on public.skillup_attempt_answers to authenticated;

-- Enrolled learners read the lessons' bodies (part 1 lets editors).
create policy "skillup_lesson_content: enrolled learners read" on public.skillup_lesson_content
  for select to authenticated using (
    exists (
      select 1 from public.skillup_lessons l
      join public.skillup_enrolments e on e.course_id = l.course_id
      where l.id = lesson_id and e.user_id = (select auth.uid())
    )
    and exists (
      select 1 from public.profiles p where p.user_id = (select auth.uid()) and p.is_lms_active
    )
  );

-- The caller as a learner: signed in, the area's flag, aal2 once MFA is set up, not locked out.
create or replace function public.skillup_assert_learner()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not public.mfa_requirement_met() or public.is_mfa_locked_out()
     or not public.has_area_flag(auth.uid(), 'learning') then
    raise exception 'not_allowed: SkillUp needs a signed-in member with learning access'
      using errcode = '42501';
  end if;
  return auth.uid();
end
$$;
revoke execute on function public.skillup_assert_learner() from public, anon, authenticated;

-- Enrol (idempotent): a published course whose prerequisites the learner has completed.
create or replace function public.skillup_enrol(p_course_id uuid)
returns public.skillup_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  missing text;
  v_row public.skillup_enrolments;
begin
  if not exists (select 1 from public.skillup_courses c
                 where c.id = p_course_id and c.status = 'published') then
    raise exception 'not_found: no such course' using errcode = 'P0002';
  end if;
  select string_agg(c.title, '; ' order by c.title) into missing
  from public.skillup_course_prerequisites pr
  join public.skillup_courses c on c.id = pr.prerequisite_id
  where pr.course_id = p_course_id
    and not exists (select 1 from public.skillup_enrolments e
                    where e.course_id = pr.prerequisite_id and e.user_id = uid
                      and e.completed_at is not null);
  if missing is not null then
    raise exception 'prerequisites_missing' using errcode = 'P0001', detail = missing;
  end if;
  insert into public.skillup_enrolments (course_id, user_id) values (p_course_id, uid)
  on conflict (course_id, user_id) do nothing;
  select * into v_row from public.skillup_enrolments e
  where e.course_id = p_course_id and e.user_id = uid;
  return v_row;
end
$$;

-- The enrolment a learner acts under, locked for the rest of the transaction (two tabs or a
-- replayed offline queue do not race), or 42501.
create or replace function public.skillup_own_enrolment(p_course_id uuid)
returns public.skillup_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.skillup_enrolments;
begin
  select * into v_row from public.skillup_enrolments e
  where e.course_id = p_course_id and e.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'not_enrolled: enrol in the course first' using errcode = '42501';
  end if;
  return v_row;
end
$$;
revoke execute on function public.skillup_own_enrolment(uuid) from public, anon, authenticated;

create or replace function public.skillup_lesson_course(p_lesson_id uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  course uuid;
begin
  select l.course_id into course from public.skillup_lessons l
  join public.skillup_courses c on c.id = l.course_id
  where l.id = p_lesson_id and c.status = 'published';
  if course is null then
    raise exception 'not_found: no such lesson' using errcode = 'P0002';
  end if;
  return course;
end
$$;
revoke execute on function public.skillup_lesson_course(uuid) from public, anon, authenticated;

-- Opening a lesson records where the learner is (resume).
create or replace function public.skillup_open_lesson(p_lesson_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  course uuid := public.skillup_lesson_course(p_lesson_id);
begin
  perform public.skillup_own_enrolment(course);
  update public.skillup_enrolments set last_lesson_id = p_lesson_id
  where course_id = course and user_id = uid;
end
$$;

-- Mark a lesson complete. The same lesson or the same client key sent again counts once (the
-- offline queue may replay); a key already used for another lesson is a client error.
create or replace function public.skillup_complete_lesson(p_lesson_id uuid, p_client_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  course uuid := public.skillup_lesson_course(p_lesson_id);
  used_for uuid;
begin
  if p_client_key is null then
    raise exception 'bad_request: a client key is required' using errcode = '22023';
  end if;
  perform public.skillup_own_enrolment(course);
  select c.lesson_id into used_for from public.skillup_lesson_completions c
  where c.user_id = uid and c.client_key = p_client_key;
  if used_for is not null and used_for <> p_lesson_id then
    raise exception 'bad_request: this client key was used for another lesson' using errcode = '22023';
  end if;
  insert into public.skillup_lesson_completions (user_id, lesson_id, course_id, client_key)
  values (uid, p_lesson_id, course, p_client_key)
  on conflict do nothing;
  update public.skillup_enrolments set last_lesson_id = p_lesson_id
  where course_id = course and user_id = uid;
  return public.skillup_progress(uid, course);
end
$$;

-- Exams ---------------------------------------------------------------------------------------

-- An exam the caller may sit: its course published, the caller enrolled (locked).
create or replace function public.skillup_exam_for_learner(p_exam_id uuid)
returns public.skillup_exams
language plpgsql
security definer
set search_path = ''
as $$
declare
  exam public.skillup_exams;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = p_exam_id and c.status = 'published';
  if not found then
    raise exception 'not_found: no such exam' using errcode = 'P0002';
  end if;
  perform public.skillup_own_enrolment(exam.course_id);
  return exam;
end
$$;
revoke execute on function public.skillup_exam_for_learner(uuid) from public, anon, authenticated;

-- The caller's own attempt, locked, or P0002 (another learner's attempt is "no such attempt").
create or replace function public.skillup_own_attempt(p_attempt_id uuid)
returns public.skillup_attempts
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempt public.skillup_attempts;
begin
  select * into attempt from public.skillup_attempts a
  where a.id = p_attempt_id and a.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'not_found: no such attempt' using errcode = 'P0002';
  end if;
  return attempt;
end
$$;
revoke execute on function public.skillup_own_attempt(uuid) from public, anon, authenticated;

-- The drawn questions as the learner sees them: prompt, kind, options (id, label) — no
-- correctness — and the saved answer.
create or replace function public.skillup_questions_json(p_attempt_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', q.id, 'kind', q.kind, 'prompt', q.prompt,
    'selected_option_ids', to_jsonb(aa.selected_option_ids),
    'options', (select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label)
                                          order by o.position, o.id), '[]')
                from public.skillup_question_options o where o.question_id = q.id)
  ) order by aa.position), '[]')
  from public.skillup_attempt_answers aa
  join public.skillup_questions q on q.id = aa.question_id
  where aa.attempt_id = p_attempt_id
$$;
revoke execute on function public.skillup_questions_json(uuid) from public, anon, authenticated;

-- Score an attempt on its saved answers: a question counts when the selected set is exactly the
-- correct set. Called by submit, and for an attempt whose deadline passed unsubmitted.
create or replace function public.skillup_score_attempt(p_attempt_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total int;
  correct int;
  mark int;
begin
  update public.skillup_attempt_answers aa
     set is_correct = coalesce((
       select array_agg(o.id order by o.id) from public.skillup_question_options o
       where o.question_id = aa.question_id and o.is_correct
     ), '{}') = coalesce((
       select array_agg(distinct s order by s) from unnest(aa.selected_option_ids) s
     ), '{}')
   where aa.attempt_id = p_attempt_id;
  select count(*), count(*) filter (where aa.is_correct) into total, correct
  from public.skillup_attempt_answers aa where aa.attempt_id = p_attempt_id;
  select e.pass_mark_percent into mark from public.skillup_attempts a
  join public.skillup_exams e on e.id = a.exam_id where a.id = p_attempt_id;
  update public.skillup_attempts
     set submitted_at = now(),
         score_percent = case when total = 0 then 0 else round(100.0 * correct / total)::int end,
         passed = case when total = 0 then false else round(100.0 * correct / total) >= mark end
   where id = p_attempt_id;
end
$$;
revoke execute on function public.skillup_score_attempt(uuid) from public, anon, authenticated;

-- Start an attempt: the open one again if there is one; otherwise within the attempt limit and
-- after the waiting period, a fresh random draw of the exam's draw_count questions, the start
-- and the deadline recorded here.
create or replace function public.skillup_start_attempt(p_exam_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  exam public.skillup_exams := public.skillup_exam_for_learner(p_exam_id);
  attempt public.skillup_attempts;
  prev public.skillup_attempts;
  used int;
begin
  -- An attempt left open past its deadline is closed on what was saved in time.
  for attempt in
    select * from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is null and a.deadline_at <= now()
  loop
    perform public.skillup_score_attempt(attempt.id);
  end loop;

  select * into attempt from public.skillup_attempts a
  where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is null;
  if not found then
    if exists (select 1 from public.skillup_attempts a
               where a.exam_id = exam.id and a.user_id = uid and a.passed) then
      raise exception 'attempt_limit: this exam is already passed' using errcode = 'P0001';
    end if;
    select count(*) into used from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid;
    if used >= exam.max_attempts then
      raise exception 'attempt_limit: no attempts left' using errcode = 'P0001';
    end if;
    select * into prev from public.skillup_attempts a
    where a.exam_id = exam.id and a.user_id = uid order by a.attempt_no desc limit 1;
    if found and prev.submitted_at + make_interval(hours => exam.retry_wait_hours) > now() then
      raise exception 'retry_wait: the next attempt opens later' using errcode = 'P0001',
        detail = to_char((prev.submitted_at + make_interval(hours => exam.retry_wait_hours))
                           at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
    end if;
    insert into public.skillup_attempts (exam_id, user_id, attempt_no, started_at, deadline_at)
    values (exam.id, uid, used + 1, now(), now() + make_interval(mins => exam.time_limit_minutes))
    returning * into attempt;
    insert into public.skillup_attempt_answers (attempt_id, question_id, position)
    select attempt.id, d.id, row_number() over ()
    from (select q.id from public.skillup_questions q where q.exam_id = exam.id
          order by random() limit exam.draw_count) d;
  end if;
  return jsonb_build_object(
    'attempt_id', attempt.id, 'attempt_no', attempt.attempt_no,
    'started_at', attempt.started_at, 'deadline_at', attempt.deadline_at,
    'questions', public.skillup_questions_json(attempt.id));
end
$$;

create or replace function public.skillup_attempt_questions(p_attempt_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
begin
  return jsonb_build_object(
    'attempt_id', attempt.id, 'exam_id', attempt.exam_id, 'attempt_no', attempt.attempt_no,
    'started_at', attempt.started_at, 'deadline_at', attempt.deadline_at,
    'submitted_at', attempt.submitted_at,
    'questions', public.skillup_questions_json(attempt.id));
end
$$;

-- Save one answer, only before the deadline; the options must be the question's own.
create or replace function public.skillup_record_answer(
  p_attempt public.skillup_attempts, p_question_id uuid, p_option_ids uuid[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  question public.skillup_questions;
  picked uuid[] := coalesce(p_option_ids, '{}');
begin
  if p_attempt.submitted_at is not null then
    raise exception 'already_submitted: this attempt is closed' using errcode = 'P0001';
  end if;
  if now() > p_attempt.deadline_at then
    raise exception 'deadline_passed: the time for this attempt is over' using errcode = 'P0001';
  end if;
  select q.* into question from public.skillup_questions q
  join public.skillup_attempt_answers aa on aa.question_id = q.id and aa.attempt_id = p_attempt.id
  where q.id = p_question_id;
  if not found then
    raise exception 'bad_request: that question is not in this attempt' using errcode = '22023';
  end if;
  if cardinality(picked) > 1 and question.kind <> 'multiple' then
    raise exception 'bad_request: one answer only for this question' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(picked) s
             where not exists (select 1 from public.skillup_question_options o
                               where o.id = s and o.question_id = p_question_id)) then
    raise exception 'bad_request: an option that is not this question''s' using errcode = '22023';
  end if;
  update public.skillup_attempt_answers
     set selected_option_ids = (select coalesce(array_agg(distinct s), '{}') from unnest(picked) s),
         answered_at = now()
   where attempt_id = p_attempt.id and question_id = p_question_id;
end
$$;
revoke execute on function public.skillup_record_answer(public.skillup_attempts, uuid, uuid[])
  from public, anon, authenticated;

create or replace function public.skillup_save_answer(
  p_attempt_id uuid, p_question_id uuid, p_option_ids uuid[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
begin
  perform public.skillup_record_answer(
    public.skillup_own_attempt(p_attempt_id), p_question_id, p_option_ids);
end
$$;

-- Submit: answers sent with it are saved first (refused after the deadline: call again without
-- answers to close the attempt on what was saved in time), then the attempt is scored here.
create or replace function public.skillup_submit_attempt(p_attempt_id uuid, p_answers jsonb default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
  answer record;
  ids uuid[];
  course uuid;
begin
  if attempt.submitted_at is not null then
    raise exception 'already_submitted: this attempt is closed' using errcode = 'P0001';
  end if;
  if p_answers is not null and jsonb_typeof(p_answers) <> 'object' then
    raise exception 'bad_request: answers are an object of question id to option ids'
      using errcode = '22023';
  end if;
  for answer in select key, value from jsonb_each(coalesce(p_answers, '{}')) loop
    if jsonb_typeof(answer.value) <> 'array'
       or answer.key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or exists (select 1 from jsonb_array_elements(answer.value) v
                  where jsonb_typeof(v) <> 'string'
                     or v #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      raise exception 'bad_request: answers are an object of question id to option ids'
        using errcode = '22023';
    end if;
    select coalesce(array_agg((v #>> '{}')::uuid), '{}') into ids
    from jsonb_array_elements(answer.value) v;
    perform public.skillup_record_answer(attempt, answer.key::uuid, ids);
  end loop;
  perform public.skillup_score_attempt(attempt.id);
  select * into attempt from public.skillup_attempts a where a.id = p_attempt_id;
  select e.course_id into course from public.skillup_exams e where e.id = attempt.exam_id;
  return jsonb_build_object(
    'score_percent', attempt.score_percent, 'passed', attempt.passed,
    'correct', (select count(*) from public.skillup_attempt_answers aa
                where aa.attempt_id = attempt.id and aa.is_correct),
    'total', (select count(*) from public.skillup_attempt_answers aa where aa.attempt_id = attempt.id),
    'course_completed', exists (select 1 from public.skillup_enrolments e
                                where e.course_id = course and e.user_id = uid
                                  and e.completed_at is not null),
    'certificate_code', (select c.code from public.skillup_certificates c
                         where c.course_id = course and c.user_id = uid and c.revoked_at is null
                         order by c.issued_at desc limit 1));
end
$$;

-- After submission only: each drawn question with the learner's and the correct options.
create or replace function public.skillup_attempt_review(p_attempt_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  attempt public.skillup_attempts := public.skillup_own_attempt(p_attempt_id);
begin
  if attempt.submitted_at is null then
    raise exception 'not_submitted: answers are shown after submitting' using errcode = 'P0001';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'question_id', q.id, 'prompt', q.prompt, 'is_correct', aa.is_correct,
      'selected_option_ids', to_jsonb(aa.selected_option_ids),
      'correct_option_ids', (select coalesce(jsonb_agg(o.id order by o.position), '[]')
                             from public.skillup_question_options o
                             where o.question_id = q.id and o.is_correct)
    ) order by aa.position), '[]')
    from public.skillup_attempt_answers aa
    join public.skillup_questions q on q.id = aa.question_id
    where aa.attempt_id = attempt.id);
end
$$;

create or replace function public.skillup_exam_status(p_exam_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := public.skillup_assert_learner();
  exam public.skillup_exams;
  prev public.skillup_attempts;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = p_exam_id and (c.status = 'published' or public.skillup_is_editor(c.id));
  if not found then
    raise exception 'not_found: no such exam' using errcode = 'P0002';
  end if;
  select * into prev from public.skillup_attempts a
  where a.exam_id = exam.id and a.user_id = uid and a.submitted_at is not null
  order by a.attempt_no desc limit 1;
  return jsonb_build_object(
    'exam_id', exam.id, 'title', exam.title, 'course_id', exam.course_id,
    'module_id', exam.module_id,
    'draw_count', exam.draw_count, 'time_limit_minutes', exam.time_limit_minutes,
    'pass_mark_percent', exam.pass_mark_percent, 'max_attempts', exam.max_attempts,
    'attempts_used', (select count(*) from public.skillup_attempts a
                      where a.exam_id = exam.id and a.user_id = uid),
    'best_score', (select max(a.score_percent) from public.skillup_attempts a
                   where a.exam_id = exam.id and a.user_id = uid),
    'passed', exists (select 1 from public.skillup_attempts a
                      where a.exam_id = exam.id and a.user_id = uid and a.passed),
    'open_attempt_id', (select a.id from public.skillup_attempts a
                        where a.exam_id = exam.id and a.user_id = uid
                          and a.submitted_at is null and a.deadline_at > now()),
    'next_attempt_at', case when prev.id is not null and not prev.passed
                            then prev.submitted_at + make_interval(hours => exam.retry_wait_hours) end);
end
$$;

revoke execute on function public.skillup_enrol(uuid), public.skillup_open_lesson(uuid),
  public.skillup_complete_lesson(uuid, uuid), public.skillup_start_attempt(uuid),
  public.skillup_attempt_questions(uuid), public.skillup_save_answer(uuid, uuid, uuid[]),
  public.skillup_submit_attempt(uuid, jsonb), public.skillup_attempt_review(uuid),
  public.skillup_exam_status(uuid)
  from public, anon;
grant execute on function public.skillup_enrol(uuid), public.skillup_open_lesson(uuid),
  public.skillup_complete_lesson(uuid, uuid), public.skillup_start_attempt(uuid),
  public.skillup_attempt_questions(uuid), public.skillup_save_answer(uuid, uuid, uuid[]),
  public.skillup_submit_attempt(uuid, jsonb), public.skillup_attempt_review(uuid),
  public.skillup_exam_status(uuid)
  to authenticated;
