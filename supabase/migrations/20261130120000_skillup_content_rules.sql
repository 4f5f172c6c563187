-- SkillUp authoring rules (issue 29, follow-up): what may be deleted once learners are
-- enrolled, and an exam never drawing more questions than its bank holds. The contract is
-- docs/areas/skillup-data.md ("Content rules").
--
-- 1. Content in use. Once a course has an enrolment (whatever its status), its modules, lessons,
--    exams and questions cannot be deleted, nor the course itself: learners' completions,
--    attempts (their drawn questions and answers) and certificates point at them, and a
--    deletion would silently change a learner's progress, a past score's review or complete a
--    course nobody finished. Editing titles, bodies, settings and questions stays allowed;
--    'Back to draft' takes a course out of the catalogue. (A cascade with the progress
--    recomputed was the alternative; refused because it rewrites records learners and
--    employers rely on.)
-- 2. Exam draws. A course is published only when each of its exams has at least `draw_count`
--    questions; in a published course an exam's draw count cannot be raised above its bank, nor
--    the bank shrunk below it. An exam added to a published course (bank still empty) cannot be
--    started until its bank holds enough questions (skillup_exam_for_learner below).
--    Refusals are P0001 (HTTP 400) with a machine word first, the pages word them.

-- The exams of a course that cannot draw (titles, '; '-separated), or null when all can.
create or replace function public.skillup_undrawable_exams(p_course_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg(e.title, '; ' order by e.module_id nulls last, e.title)
  from public.skillup_exams e
  where e.course_id = p_course_id
    and e.draw_count > (select count(*) from public.skillup_questions q where q.exam_id = e.id)
$$;
revoke execute on function public.skillup_undrawable_exams(uuid) from public, anon, authenticated;

-- 1. Content in use -------------------------------------------------------------------------

create or replace function public.skillup_guard_content_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  course uuid;
begin
  -- One function for five tables: their columns are read through jsonb (a record's missing
  -- field is an error even in a branch not taken).
  course := case tg_table_name
    when 'skillup_courses' then old.id
    when 'skillup_questions' then public.skillup_exam_course((to_jsonb(old) ->> 'exam_id')::uuid)
    else (to_jsonb(old) ->> 'course_id')::uuid
  end;
  -- A question whose exam is already gone is part of that exam's (checked) deletion.
  if course is not null
     and exists (select 1 from public.skillup_enrolments e where e.course_id = course) then
    raise exception 'content_in_use: learners are enrolled in this course; its content cannot be deleted'
      using errcode = 'P0001', hint = 'Edit it instead, or take the course back to draft.';
  end if;
  return old;
end
$$;
revoke execute on function public.skillup_guard_content_delete() from public, anon, authenticated;

create trigger skillup_courses_guard_delete before delete on public.skillup_courses
  for each row execute function public.skillup_guard_content_delete();
create trigger skillup_modules_guard_delete before delete on public.skillup_modules
  for each row execute function public.skillup_guard_content_delete();
create trigger skillup_lessons_guard_delete before delete on public.skillup_lessons
  for each row execute function public.skillup_guard_content_delete();
create trigger skillup_exams_guard_delete before delete on public.skillup_exams
  for each row execute function public.skillup_guard_content_delete();
create trigger skillup_questions_guard_delete before delete on public.skillup_questions
  for each row execute function public.skillup_guard_content_delete();

-- 2. Exam draws -----------------------------------------------------------------------------

-- Publishing: every exam can draw.
create or replace function public.skillup_courses_check_draws()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  short text;
begin
  if new.status = 'published' and old.status is distinct from 'published' then
    short := public.skillup_undrawable_exams(new.id);
    if short is not null then
      raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
        using errcode = 'P0001', detail = short;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.skillup_courses_check_draws() from public, anon, authenticated;
create trigger skillup_courses_check_draws before update of status on public.skillup_courses
  for each row execute function public.skillup_courses_check_draws();

-- A published course's exam: its draw count stays within its bank.
create or replace function public.skillup_exams_check_draw()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bank int;
begin
  if new.draw_count > old.draw_count
     and exists (select 1 from public.skillup_courses c
                 where c.id = new.course_id and c.status = 'published') then
    select count(*) into bank from public.skillup_questions q where q.exam_id = new.id;
    if new.draw_count > bank then
      raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
        using errcode = 'P0001', detail = new.title;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.skillup_exams_check_draw() from public, anon, authenticated;
create trigger skillup_exams_check_draw before update of draw_count on public.skillup_exams
  for each row execute function public.skillup_exams_check_draw();

-- A published course's bank: not below its exam's draw count (after the row is gone, so the
-- count is the bank without it). An exam or course being deleted takes its questions freely.
create or replace function public.skillup_questions_check_draw()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  exam public.skillup_exams;
begin
  select e.* into exam from public.skillup_exams e
  join public.skillup_courses c on c.id = e.course_id
  where e.id = old.exam_id and c.status = 'published';
  if found and exam.draw_count > (select count(*) from public.skillup_questions q
                                  where q.exam_id = exam.id) then
    raise exception 'exam_bank_short: an exam draws more questions than its bank holds'
      using errcode = 'P0001', detail = exam.title;
  end if;
  return null;
end
$$;
revoke execute on function public.skillup_questions_check_draw() from public, anon, authenticated;
create trigger skillup_questions_check_draw after delete or update of exam_id
  on public.skillup_questions
  for each row execute function public.skillup_questions_check_draw();

-- The learner's side: an exam whose bank is short (one added to a published course and not yet
-- filled) is not started. Otherwise as in 20261128130100.
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
  if exam.draw_count > (select count(*) from public.skillup_questions q where q.exam_id = exam.id) then
    raise exception 'exam_not_ready: this exam''s questions are still being written'
      using errcode = 'P0001';
  end if;
  return exam;
end
$$;
revoke execute on function public.skillup_exam_for_learner(uuid) from public, anon, authenticated;
