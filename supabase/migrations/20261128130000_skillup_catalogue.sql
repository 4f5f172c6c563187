-- SkillUp (issue 29), part 1: the instructor role and the catalogue (courses, prerequisites,
-- modules, lessons and their content, exams with their question bank). The contract is
-- docs/areas/skillup-data.md.
--
-- Who may do what: everyone (visitors included) reads published courses, their outline and
-- their exams' settings; an admin edits every course, a member with the `instructor` role the
-- courses they authored ("editors"). Lesson bodies are read by editors and enrolled learners
-- only; the question bank (with the correct options) by editors only — learners see their drawn
-- questions through the attempt functions of part 3, never `is_correct`.

-- The instructor role: one more value of user_roles.role, granted by admins like the others
-- (intel's 'intel_analyst' came in 20261128110000 and stays).
alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role_check
  check (role in ('admin', 'intel_analyst', 'instructor'));

create table public.skillup_courses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 2000),
  level text not null default 'beginner' check (level in ('beginner', 'intermediate', 'advanced')),
  language text not null default 'en' check (language in ('en', 'fr', 'pt', 'sw')),
  estimated_hours numeric(5, 1) not null default 0 check (estimated_hours >= 0),
  cpe_hours numeric(5, 1) not null default 0 check (cpe_hours >= 0),
  cover_url text check (char_length(cover_url) <= 1000),
  certificate_valid_months int check (certificate_valid_months between 1 and 240),
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  author_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index skillup_courses_published_idx on public.skillup_courses (published_at desc)
  where status = 'published';

-- Whether the caller may edit a course: an admin, or the instructor who wrote it. Executable by
-- members (the pages ask it to show the editing controls); policies below use it.
create or replace function public.skillup_is_editor(p_course_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and (
    public.has_role((select auth.uid()), 'admin')
    or (
      public.has_role((select auth.uid()), 'instructor')
      and exists (
        select 1 from public.skillup_courses c
        where c.id = p_course_id and c.author_id = (select auth.uid())
      )
    )
  )
$$;
revoke execute on function public.skillup_is_editor(uuid) from public, anon;
grant execute on function public.skillup_is_editor(uuid) to authenticated;

-- The author is the caller (the seed, with no caller, names one); publishing stamps the time.
create or replace function public.skillup_courses_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.author_id := coalesce(auth.uid(), new.author_id);
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published') then
    new.published_at := coalesce(new.published_at, now());
  elsif new.status = 'draft' then
    new.published_at := null;
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger skillup_courses_before_write before insert or update on public.skillup_courses
  for each row execute function public.skillup_courses_before_write();

create table public.skillup_course_prerequisites (
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  prerequisite_id uuid not null references public.skillup_courses (id) on delete cascade,
  primary key (course_id, prerequisite_id),
  check (course_id <> prerequisite_id)
);

create table public.skillup_modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  position int not null check (position >= 1),
  title text not null check (char_length(title) between 1 and 200),
  unique (course_id, position) deferrable initially immediate
);

create table public.skillup_lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.skillup_modules (id) on delete cascade,
  -- Copied from the module by the trigger below: the policies and progress count per course.
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  position int not null check (position >= 1),
  title text not null check (char_length(title) between 1 and 200),
  estimated_minutes int not null default 10 check (estimated_minutes between 1 and 600),
  unique (module_id, position) deferrable initially immediate
);
create index skillup_lessons_course_idx on public.skillup_lessons (course_id);

create or replace function public.skillup_lessons_course()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select m.course_id into new.course_id from public.skillup_modules m where m.id = new.module_id;
  return new;
end
$$;
revoke execute on function public.skillup_lessons_course() from public, anon, authenticated;
create trigger skillup_lessons_course before insert or update of module_id on public.skillup_lessons
  for each row execute function public.skillup_lessons_course();

-- The body apart from the outline: the outline is public for a published course, the body is not.
create table public.skillup_lesson_content (
  lesson_id uuid primary key references public.skillup_lessons (id) on delete cascade,
  body_html text not null default '' check (octet_length(body_html) <= 1000000),
  video_url text check (char_length(video_url) <= 1000),
  attachment_url text check (char_length(attachment_url) <= 1000),
  -- What saving the lesson for offline use downloads (images not counted: the app adds theirs).
  size_bytes int generated always as (octet_length(body_html)) stored
);

create table public.skillup_exams (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.skillup_courses (id) on delete cascade,
  -- null: the course's final exam (the completion rule needs it passed).
  module_id uuid references public.skillup_modules (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  draw_count int not null check (draw_count between 1 and 200),
  time_limit_minutes int not null check (time_limit_minutes between 1 and 600),
  pass_mark_percent int not null check (pass_mark_percent between 0 and 100),
  max_attempts int not null default 3 check (max_attempts between 1 and 100),
  retry_wait_hours int not null default 24 check (retry_wait_hours between 0 and 8760)
);
create unique index skillup_exams_one_final on public.skillup_exams (course_id) where module_id is null;

create table public.skillup_questions (
  id uuid primary key default gen_random_uuid(),
  exam_id uuid not null references public.skillup_exams (id) on delete cascade,
  kind text not null check (kind in ('single', 'multiple', 'true_false')),
  prompt text not null check (char_length(prompt) between 1 and 2000),
  position int not null default 1
);
create index skillup_questions_exam_idx on public.skillup_questions (exam_id);

create table public.skillup_question_options (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.skillup_questions (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 500),
  is_correct boolean not null default false,
  position int not null default 1
);
create index skillup_question_options_question_idx on public.skillup_question_options (question_id);

-- The course an exam or a question belongs to, for the bank's policies (definer: the bank's
-- own policies would otherwise hide the row the check needs).
create or replace function public.skillup_exam_course(p_exam_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.course_id from public.skillup_exams e where e.id = p_exam_id
$$;
create or replace function public.skillup_question_course(p_question_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.course_id from public.skillup_questions q
  join public.skillup_exams e on e.id = q.exam_id where q.id = p_question_id
$$;
revoke execute on function public.skillup_exam_course(uuid) from public, anon;
revoke execute on function public.skillup_question_course(uuid) from public, anon;
grant execute on function public.skillup_exam_course(uuid) to authenticated;
grant execute on function public.skillup_question_course(uuid) to authenticated;

-- Row rules ---------------------------------------------------------------------------------
alter table public.skillup_courses enable row level security;
alter table public.skillup_course_prerequisites enable row level security;
alter table public.skillup_modules enable row level security;
alter table public.skillup_lessons enable row level security;
alter table public.skillup_lesson_content enable row level security;
alter table public.skillup_exams enable row level security;
alter table public.skillup_questions enable row level security;
alter table public.skillup_question_options enable row level security;

create policy "skillup_courses: everyone reads published" on public.skillup_courses
  for select to anon, authenticated using (status = 'published');
-- The course's own row decides (not skillup_is_editor, which looks the row up: a row being
-- inserted is not visible to it yet, and `insert ... returning` needs the read policy).
create policy "skillup_courses: editors read drafts" on public.skillup_courses
  for select to authenticated using (
    public.has_role((select auth.uid()), 'admin')
    or (author_id = (select auth.uid()) and public.has_role((select auth.uid()), 'instructor'))
  );
create policy "skillup_courses: admins and instructors create" on public.skillup_courses
  for insert to authenticated with check (
    author_id = (select auth.uid())
    and (public.has_role((select auth.uid()), 'admin')
      or public.has_role((select auth.uid()), 'instructor'))
  );
create policy "skillup_courses: editors update" on public.skillup_courses
  for update to authenticated
  using (
    public.has_role((select auth.uid()), 'admin')
    or (author_id = (select auth.uid()) and public.has_role((select auth.uid()), 'instructor'))
  )
  with check (
    public.has_role((select auth.uid()), 'admin')
    or (author_id = (select auth.uid()) and public.has_role((select auth.uid()), 'instructor'))
  );
create policy "skillup_courses: editors delete" on public.skillup_courses
  for delete to authenticated using (
    public.has_role((select auth.uid()), 'admin')
    or (author_id = (select auth.uid()) and public.has_role((select auth.uid()), 'instructor'))
  );

-- The outline tables follow their course: visible when the course is (the subquery runs under
-- the course's policies), written by its editors.
do $$
declare
  t text;
begin
  foreach t in array array['skillup_course_prerequisites', 'skillup_modules', 'skillup_lessons',
                           'skillup_exams'] loop
    execute format(
      'create policy %I on public.%I for select to anon, authenticated using (exists (select 1 from public.skillup_courses c where c.id = course_id))',
      t || ': readable with its course', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check (public.skillup_is_editor(course_id))',
      t || ': editors create', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using (public.skillup_is_editor(course_id)) with check (public.skillup_is_editor(course_id))',
      t || ': editors update', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using (public.skillup_is_editor(course_id))',
      t || ': editors delete', t);
  end loop;
end
$$;

-- Enrolled learners' read of the content is in part 2, with the enrolments.
create policy "skillup_lesson_content: editors write" on public.skillup_lesson_content
  for all to authenticated
  using (public.skillup_is_editor((select l.course_id from public.skillup_lessons l where l.id = lesson_id)))
  with check (public.skillup_is_editor((select l.course_id from public.skillup_lessons l where l.id = lesson_id)));

create policy "skillup_questions: editors only" on public.skillup_questions
  for all to authenticated
  using (public.skillup_is_editor(public.skillup_exam_course(exam_id)))
  with check (public.skillup_is_editor(public.skillup_exam_course(exam_id)));
create policy "skillup_question_options: editors only" on public.skillup_question_options
  for all to authenticated
  using (public.skillup_is_editor(public.skillup_question_course(question_id)))
  with check (public.skillup_is_editor(public.skillup_question_course(question_id)));

-- The portal-wide rule: a member with a factor writes (and, for member-only rows, reads) at aal2.
-- The public catalogue stays readable at aal1 like it is for visitors, so there only the writes
-- carry the restrictive rule.
do $$
declare
  t text;
  op text;
begin
  foreach t in array array['skillup_courses', 'skillup_course_prerequisites', 'skillup_modules',
                           'skillup_lessons', 'skillup_exams'] loop
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
select public.require_aal2_for_member_data('public.skillup_lesson_content');
select public.require_aal2_for_member_data('public.skillup_questions');
select public.require_aal2_for_member_data('public.skillup_question_options');

-- Grants: what the browser does, nothing more. The author and the publishing time are the
-- trigger's.
revoke all on public.skillup_courses, public.skillup_course_prerequisites, public.skillup_modules,
  public.skillup_lessons, public.skillup_lesson_content, public.skillup_exams,
  public.skillup_questions, public.skillup_question_options from anon, authenticated;
grant select on public.skillup_courses, public.skillup_course_prerequisites,
  public.skillup_modules, public.skillup_lessons, public.skillup_exams to anon, authenticated;
grant insert (id, slug, title, summary, level, language, estimated_hours, cpe_hours, cover_url,
              certificate_valid_months, status),
      update (slug, title, summary, level, language, estimated_hours, cpe_hours, cover_url,
              certificate_valid_months, status),
      delete
  on public.skillup_courses to authenticated;
grant insert, delete on public.skillup_course_prerequisites to authenticated;
grant insert (id, course_id, position, title), update (position, title), delete
  on public.skillup_modules to authenticated;
grant insert (id, module_id, position, title, estimated_minutes),
      update (module_id, position, title, estimated_minutes), delete
  on public.skillup_lessons to authenticated;
grant select (lesson_id, body_html, video_url, attachment_url, size_bytes),
      insert (lesson_id, body_html, video_url, attachment_url),
      update (body_html, video_url, attachment_url), delete
  on public.skillup_lesson_content to authenticated;
grant insert (id, course_id, module_id, title, draw_count, time_limit_minutes, pass_mark_percent,
              max_attempts, retry_wait_hours),
      update (module_id, title, draw_count, time_limit_minutes, pass_mark_percent, max_attempts,
              retry_wait_hours),
      delete
  on public.skillup_exams to authenticated;
grant select, insert, update (kind, prompt, position), delete
  on public.skillup_questions to authenticated;
grant select, insert, update (label, is_correct, position), delete
  on public.skillup_question_options to authenticated;
