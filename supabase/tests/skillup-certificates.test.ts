import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// SkillUp learning and certificates (issue 29, docs/areas/skillup-data.md): the catalogue's
// drafts and lesson bodies, enrolment, idempotent lesson completion, the completion rule that
// issues the certificate by itself, public verification, revocation, pathways, the CPE ledger
// and the audit entries.
const COURSE = '00000000-0000-4000-8900-000000000001';
const FINAL = '00000000-0000-4000-8900-000000000302';
const PATHWAY = '00000000-0000-4000-8900-000000000401';
const LESSONS = [201, 202, 203, 204].map((n) => `00000000-0000-4000-8900-000000000${n}`);
const KEYS = LESSONS.map((_, i) => `00000000-0000-4000-8a00-00000000000${i + 1}`);
const INSTRUCTOR_ID = '00000000-0000-4000-8000-000000000029';
const instructor: Actor = {
  name: 'student',
  role: 'authenticated',
  userId: INSTRUCTOR_ID,
  claims: {
    sub: INSTRUCTOR_ID,
    role: 'authenticated',
    aal: 'aal1',
    email: 'instructor@csan.test',
    aud: 'authenticated',
  },
};

let database: TestDatabase;
const { student } = actors;

async function ok(actor: Actor, sql: string, params: unknown[] = []) {
  const outcome = await asActor(database.db, actor, sql, params, { commit: true });
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows;
}
/** The i-th element, or a failed test (the compiler checks indexed access). */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`expected an element at ${index}`);
  return item;
}
async function one(actor: Actor, sql: string, params: unknown[] = []) {
  return at(await ok(actor, sql, params), 0);
}
async function rpc<T>(actor: Actor, call: string, params: unknown[] = []): Promise<T> {
  const rows = await ok(actor, `select ${call} as result`, params);
  return at(rows, 0).result as T;
}
const run = (actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome> =>
  asActor(database.db, actor, sql, params, { commit: true });

beforeAll(async () => {
  database = await openSeededDatabase();
  await database.db.query('update profiles set is_lms_active = true where user_id = $1', [
    userIds.student,
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe('the catalogue', () => {
  it('shows published courses and their outline to visitors, lesson bodies only to the enrolled', async () => {
    const courses = await ok(actors.anon, 'select slug from skillup_courses');
    expect(courses).toEqual([{ slug: 'foundations-of-incident-response' }]);
    expect(await ok(actors.anon, 'select id from skillup_lessons')).toHaveLength(4);
    expect(await ok(actors.anon, 'select id from skillup_exams')).toHaveLength(2);
    expect(await run(actors.anon, 'select body_html from skillup_lesson_content')).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await ok(student, 'select lesson_id from skillup_lesson_content')).toHaveLength(0);
    expect(await ok(actors.partner, 'select lesson_id from skillup_lesson_content')).toHaveLength(
      4,
    );
    expect(await ok(instructor, 'select lesson_id from skillup_lesson_content')).toHaveLength(4);
  });

  it('lets instructors write drafts only they and admins see, and nobody else edit them', async () => {
    const adminCourse = await one(
      actors.admin,
      "insert into skillup_courses (slug, title) values ('admin-draft', 'Admin draft') returning id",
    );
    const COURSE_OF_ADMIN = adminCourse.id;
    const draft = await one(
      instructor,
      "insert into skillup_courses (slug, title) values ('draft-course', 'A draft') returning id, author_id, status",
    );
    expect(draft).toMatchObject({ author_id: INSTRUCTOR_ID, status: 'draft' });
    expect(
      await ok(actors.anon, "select id from skillup_courses where slug = 'draft-course'"),
    ).toHaveLength(0);
    expect(
      await ok(actors.admin, "select id from skillup_courses where slug = 'draft-course'"),
    ).toHaveLength(1);
    const byOther = await run(
      actors.partner,
      "update skillup_courses set title = 'Taken' where slug = 'draft-course'",
    );
    expect(byOther).toMatchObject({ ok: true, affectedRows: 0 });
    // A member without the role creates nothing.
    expect(
      await run(actors.partner, "insert into skillup_courses (slug, title) values ('x', 'X')"),
    ).toMatchObject({ ok: false, code: '42501' });
    const published = await one(
      instructor,
      "update skillup_courses set status = 'published' where slug = 'draft-course' returning published_at",
    );
    expect(published.published_at).not.toBeNull();
    // The outline, a body and a question bank under it, by the author.
    const module = await one(
      instructor,
      'insert into skillup_modules (course_id, position, title) values ($1, 1, $2) returning id',
      [draft.id, 'Module'],
    );
    const lesson = await one(
      instructor,
      'insert into skillup_lessons (module_id, position, title) values ($1, 1, $2) returning id, course_id',
      [module.id, 'Lesson'],
    );
    expect(lesson.course_id).toBe(draft.id);
    await ok(
      instructor,
      'insert into skillup_lesson_content (lesson_id, body_html) values ($1, $2)',
      [lesson.id, '<p>Body</p>'],
    );
    const exam = await one(
      instructor,
      `insert into skillup_exams (course_id, title, draw_count, time_limit_minutes, pass_mark_percent)
       values ($1, 'Final', 1, 5, 50) returning id`,
      [draft.id],
    );
    const question = await one(
      instructor,
      "insert into skillup_questions (exam_id, kind, prompt) values ($1, 'true_false', 'Yes?') returning id",
      [exam.id],
    );
    await ok(
      instructor,
      "insert into skillup_question_options (question_id, label, is_correct) values ($1, 'True', true)",
      [question.id],
    );
    // Not on someone else's course.
    expect(
      await run(
        instructor,
        'insert into skillup_modules (course_id, position, title) values ($1, 9, $2)',
        [COURSE_OF_ADMIN, 'Intruder'],
      ),
    ).toMatchObject({ ok: false, code: '42501' });
    await ok(instructor, "delete from skillup_courses where slug = 'draft-course'");
  });

  it("keeps authoring to the course's editors: drafts, the bank and its answers stay theirs", async () => {
    // The authoring page's writes (issue 29 item 1), as the instructor and an admin make them.
    const mine = await one(
      instructor,
      "insert into skillup_courses (slug, title) values ('mine-draft', 'Mine') returning id",
    );
    const theirs = await one(
      actors.admin,
      "insert into skillup_courses (slug, title) values ('their-draft', 'Theirs') returning id",
    );
    const module = await one(
      instructor,
      "insert into skillup_modules (course_id, position, title) values ($1, 1, 'M') returning id",
      [mine.id],
    );
    await ok(
      instructor,
      "insert into skillup_lessons (module_id, position, title) values ($1, 1, 'L')",
      [module.id],
    );
    const quiz = await one(
      instructor,
      `insert into skillup_exams (course_id, module_id, title, draw_count, time_limit_minutes,
         pass_mark_percent) values ($1, $2, 'Quiz', 1, 5, 50) returning id`,
      [mine.id, module.id],
    );
    // One call saves the question and its options; the shape rules hold.
    const saveQuestion = (actor: Actor, id: string | null, kind: string, options: unknown) =>
      run(actor, 'select skillup_save_question($1, $2, $3, $4, $5::jsonb) as id', [
        quiz.id,
        id,
        kind,
        'Is it?',
        JSON.stringify(options),
      ]);
    const saved = await saveQuestion(instructor, null, 'single', [
      { label: 'Yes', is_correct: true },
      { label: 'No', is_correct: false },
    ]);
    if (!saved.ok) throw new Error(saved.message);
    const questionId = String(at(saved.rows, 0).id);
    const options = await ok(
      instructor,
      'select id, label, is_correct from skillup_question_options where question_id = $1 order by position',
      [questionId],
    );
    expect(options).toMatchObject([
      { label: 'Yes', is_correct: true },
      { label: 'No', is_correct: false },
    ]);
    // Editing keeps the option ids that past attempts name, and drops the ones left out.
    const edited = await saveQuestion(instructor, questionId, 'multiple', [
      { id: at(options, 0).id, label: 'Yes!', is_correct: true },
      { label: 'Also', is_correct: true },
    ]);
    expect(edited.ok).toBe(true);
    const after = await ok(
      instructor,
      'select id, label from skillup_question_options where question_id = $1 order by position',
      [questionId],
    );
    expect(after).toHaveLength(2);
    expect(at(after, 0)).toEqual({ id: at(options, 0).id, label: 'Yes!' });
    for (const bad of [
      ['single', [{ label: 'A', is_correct: true }]],
      [
        'single',
        [
          { label: 'A', is_correct: true },
          { label: 'B', is_correct: true },
        ],
      ],
      ['true_false', [{ label: 'T' }, { label: 'F' }, { label: 'X', is_correct: true }]],
      ['multiple', [{ label: 'A' }, { label: 'B' }]],
      ['essay', [{ label: 'A', is_correct: true }, { label: 'B' }]],
      ['single', { label: 'not a list' }],
      ['single', [{ label: 7, is_correct: true }, { label: 'B' }]],
    ] as const) {
      expect(await saveQuestion(instructor, null, bad[0], bad[1])).toMatchObject({
        ok: false,
        code: '22023',
      });
    }
    // A failed save leaves nothing half-written: still the two options of the edit.
    expect(
      await ok(instructor, 'select id from skillup_question_options where question_id = $1', [
        questionId,
      ]),
    ).toHaveLength(2);
    // Nobody else writes into the instructor's bank, or reads it; learners never read drafts.
    const good = [
      { label: 'A', is_correct: true },
      { label: 'B', is_correct: false },
    ];
    expect(await saveQuestion(actors.partner, null, 'single', good)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(
      await ok(actors.partner, 'select id from skillup_questions where exam_id = $1', [quiz.id]),
    ).toHaveLength(0);
    for (const table of [
      'skillup_courses where id = $1',
      'skillup_modules where course_id = $1',
      'skillup_exams where course_id = $1',
    ]) {
      expect(await ok(student, `select * from ${table}`, [mine.id])).toHaveLength(0);
      expect(await ok(actors.anon, `select * from ${table}`, [mine.id])).toHaveLength(0);
    }
    // The instructor cannot touch the admin's course; the admin edits the instructor's.
    expect(
      await run(instructor, "update skillup_courses set title = 'Taken' where id = $1", [
        theirs.id,
      ]),
    ).toMatchObject({ ok: true, affectedRows: 0 });
    expect(
      await run(instructor, 'delete from skillup_courses where id = $1', [theirs.id]),
    ).toMatchObject({ ok: true, affectedRows: 0 });
    expect(
      await ok(instructor, 'select id from skillup_courses where id = $1', [theirs.id]),
    ).toHaveLength(0);
    expect(
      await run(actors.admin, "update skillup_courses set summary = 'Reviewed' where id = $1", [
        mine.id,
      ]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    // Published, the outline is public but the bank and its answers still are not.
    await ok(instructor, "update skillup_courses set status = 'published' where id = $1", [
      mine.id,
    ]);
    expect(
      await ok(student, 'select id from skillup_exams where course_id = $1', [mine.id]),
    ).toHaveLength(1);
    expect(
      await ok(student, 'select id from skillup_question_options where question_id = $1', [
        questionId,
      ]),
    ).toHaveLength(0);
    await ok(instructor, 'delete from skillup_courses where id = $1', [mine.id]);
    await ok(actors.admin, 'delete from skillup_courses where id = $1', [theirs.id]);
  });

  it('enrols only members with learning access, once, after the prerequisites', async () => {
    expect(await run(actors.corporate, 'select skillup_enrol($1)', [COURSE])).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await run(actors.anon, 'select skillup_enrol($1)', [COURSE])).toMatchObject({
      ok: false,
      code: '42501',
    });
    // A prerequisite the student has not completed.
    await database.db.query(
      `insert into skillup_courses (id, slug, title, status)
       values ('00000000-0000-4000-8900-000000000009', 'advanced-ir', 'Advanced IR', 'published')`,
    );
    await database.db.query(
      `insert into skillup_course_prerequisites (course_id, prerequisite_id)
       values ('00000000-0000-4000-8900-000000000009', $1)`,
      [COURSE],
    );
    const blocked = await run(student, 'select skillup_enrol($1)', [
      '00000000-0000-4000-8900-000000000009',
    ]);
    expect(blocked).toMatchObject({ ok: false, code: 'P0001' });
    expect(blocked.ok || blocked.message).toMatch(/prerequisites_missing/);
    await ok(student, 'select skillup_enrol($1)', [COURSE]);
    await ok(student, 'select skillup_enrol($1)', [COURSE]);
    expect(await ok(student, 'select id from skillup_enrolments')).toHaveLength(1);
    expect(await ok(student, 'select lesson_id from skillup_lesson_content')).toHaveLength(4);
  });
});

describe('learning to a certificate', () => {
  it('counts a completion sent twice (the offline queue replaying) once', async () => {
    const first = await rpc<Record<string, unknown>>(student, 'skillup_complete_lesson($1, $2)', [
      LESSONS[0],
      KEYS[0],
    ]);
    const again = await rpc<Record<string, unknown>>(student, 'skillup_complete_lesson($1, $2)', [
      LESSONS[0],
      KEYS[0],
    ]);
    expect(first).toMatchObject({ completed_lessons: 1, total_lessons: 4, progress_percent: 25 });
    expect(again).toMatchObject({ completed_lessons: 1, progress_percent: 25 });
    expect(await ok(student, 'select id from skillup_lesson_completions')).toHaveLength(1);
    // A key reused for another lesson is a client error.
    expect(
      await run(student, 'select skillup_complete_lesson($1, $2)', [LESSONS[1], KEYS[0]]),
    ).toMatchObject({ ok: false, code: '22023' });
    // Not enrolled: refused.
    await database.db.query('update profiles set is_lms_active = true where user_id = $1', [
      userIds.professional,
    ]);
    expect(
      await run(actors.professional, 'select skillup_complete_lesson($1, $2)', [
        LESSONS[0],
        KEYS[1],
      ]),
    ).toMatchObject({ ok: false, code: '42501' });
  });

  it('is not complete with the lessons alone while the final exam is not passed', async () => {
    for (let i = 1; i < 4; i += 1) {
      await rpc(student, 'skillup_complete_lesson($1, $2)', [LESSONS[i], KEYS[i]]);
    }
    const progress = await rpc<Record<string, unknown>>(student, 'skillup_course_progress($1)', [
      COURSE,
    ]);
    expect(progress).toMatchObject({
      progress_percent: 100,
      final_exam_id: FINAL,
      final_exam_passed: false,
      course_completed: false,
      certificate_code: null,
    });
  });

  it('issues the certificate by itself when the final exam is passed', async () => {
    const started = await rpc<{ attempt_id: string; questions: { id: string }[] }>(
      student,
      'skillup_start_attempt($1)',
      [FINAL],
    );
    const { rows } = await database.db.query<{ question_id: string; id: string }>(
      'select question_id, id from skillup_question_options where is_correct and question_id = any($1)',
      [started.questions.map((q) => q.id)],
    );
    const answers: Record<string, string[]> = {};
    for (const r of rows) answers[r.question_id] = [...(answers[r.question_id] ?? []), r.id];
    const result = await rpc<Record<string, unknown>>(student, 'skillup_submit_attempt($1, $2)', [
      started.attempt_id,
      JSON.stringify(answers),
    ]);
    expect(result).toMatchObject({ score_percent: 100, passed: true, course_completed: true });
    expect(result.certificate_code).toMatch(/^CSAN-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const certificate = await one(
      student,
      'select code, holder_name, title, cpe_hours, expires_at from skillup_certificates',
    );
    expect(certificate).toMatchObject({
      code: result.certificate_code,
      holder_name: 'Kofi Student',
      title: 'Foundations of Incident Response',
    });
    expect(Number(certificate.cpe_hours)).toBe(6);
    expect(certificate.expires_at).not.toBeNull();
    // The pathway (this course is its only one) completes too.
    const pathway = await rpc<Record<string, unknown>>(student, 'skillup_pathway_progress($1)', [
      PATHWAY,
    ]);
    expect(pathway).toMatchObject({ completed: 1, total: 1, progress_percent: 100 });
    expect(pathway.certificate_code).toMatch(/^CSAN-/);
    // The CPE ledger: the member's own course certificates.
    const ledger = await ok(
      student,
      'select certificate_code, cpe_hours, status from skillup_cpe_ledger',
    );
    expect(ledger).toEqual([
      { certificate_code: result.certificate_code, cpe_hours: expect.anything(), status: 'valid' },
    ]);
    // Nobody else reads it.
    expect(
      await ok(actors.partner, 'select code from skillup_certificates where user_id = $1', [
        userIds.student,
      ]),
    ).toHaveLength(0);
    expect(await run(actors.anon, 'select code from skillup_certificates')).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('has no way for a learner to write a certificate or complete a course by hand', async () => {
    for (const sql of [
      `insert into skillup_certificates (code, user_id, holder_name, title)
       values ('CSAN-AAAA-AAAA', auth.uid(), 'Me', 'Anything')`,
      'update skillup_enrolments set completed_at = now()',
      `insert into skillup_enrolments (course_id, user_id) values ('${COURSE}', auth.uid())`,
      'update skillup_attempts set passed = true, score_percent = 100',
    ]) {
      expect(await run(actors.professional, sql)).toMatchObject({ ok: false, code: '42501' });
    }
  });
});

describe('verification and revocation', () => {
  it('tells anyone Valid, Expired, Revoked or unknown, with only holder, title and dates', async () => {
    const valid = await rpc<Record<string, unknown>>(
      actors.anon,
      'skillup_verify_certificate($1)',
      [' csan-dema-fr26 '],
    );
    expect(valid).toMatchObject({
      status: 'valid',
      holder_name: 'Adjoa Partner',
      title: 'Foundations of Incident Response',
    });
    expect(Object.keys(valid).sort()).toEqual(
      ['expires_at', 'holder_name', 'issued_at', 'status', 'title'].sort(),
    );
    expect(await rpc(actors.anon, 'skillup_verify_certificate($1)', ['CSAN-NONE-XXXX'])).toEqual({
      status: 'unknown',
    });
    expect(await rpc(actors.anon, 'skillup_verify_certificate($1)', ['x'.repeat(10_000)])).toEqual({
      status: 'unknown',
    });
    await database.db.query(
      "update skillup_certificates set expires_at = now() - interval '1 day' where code = 'CSAN-PATH-WAY2'",
    );
    expect(
      await rpc(actors.anon, 'skillup_verify_certificate($1)', ['CSAN-PATH-WAY2']),
    ).toMatchObject({ status: 'expired' });
  });

  it('lets only an admin at aal2 revoke, with a reason; audited with source skillup', async () => {
    for (const actor of [actors.partner, actors.adminAal1, instructor]) {
      expect(
        await run(actor, 'select skillup_revoke_certificate($1, $2)', [
          'CSAN-DEMA-FR26',
          'Exam misconduct',
        ]),
      ).toMatchObject({ ok: false, code: '42501' });
    }
    expect(
      await run(actors.admin, 'select skillup_revoke_certificate($1, $2)', ['CSAN-DEMA-FR26', ' ']),
    ).toMatchObject({ ok: false, code: '22023' });
    expect(
      await run(actors.admin, 'select skillup_revoke_certificate($1, $2)', [
        'CSAN-NONE-XXXX',
        'No such',
      ]),
    ).toMatchObject({ ok: false, code: 'P0002' });
    await ok(actors.admin, 'select skillup_revoke_certificate($1, $2)', [
      'CSAN-DEMA-FR26',
      'Exam misconduct',
    ]);
    expect(
      await rpc(actors.anon, 'skillup_verify_certificate($1)', ['CSAN-DEMA-FR26']),
    ).toMatchObject({ status: 'revoked', holder_name: 'Adjoa Partner' });
    const { rows } = await database.db.query<{ action_type: string; n: number }>(
      `select action_type, count(*)::int as n from audit_logs
        where source_app = 'skillup' and action_type like 'skillup\\_%'
        group by action_type order by action_type`,
    );
    expect(rows).toEqual([
      // The seed's two, then the student's course and pathway certificates.
      { action_type: 'skillup_certificate_issued', n: 4 },
      { action_type: 'skillup_certificate_revoked', n: 1 },
      { action_type: 'skillup_enrolled', n: 2 },
      { action_type: 'skillup_exam_submitted', n: 1 },
    ]);
  });
});

// The authoring rules of 20261130120000 (docs/areas/skillup-data.md, "Content rules"): content
// a learner is enrolled in is not deleted, an exam never draws more questions than its bank.
describe('authoring rules', () => {
  /** The database's refusal as the owner sees it: the message and its detail (the titles). */
  async function refusal(sql: string, params: unknown[] = []) {
    const error = await database.db.query(sql, params).then(
      () => null,
      (e: unknown) => e as { message: string; detail?: string },
    );
    return error && { message: error.message, detail: error.detail };
  }
  /** A draft of the instructor's with one module, two lessons and a final exam of `bank` questions. */
  async function draftCourse(slug: string, drawCount: number, bank: number) {
    const course = await one(
      instructor,
      'insert into skillup_courses (slug, title) values ($1, $1) returning id',
      [slug],
    );
    const module = await one(
      instructor,
      "insert into skillup_modules (course_id, position, title) values ($1, 1, 'M1') returning id",
      [course.id],
    );
    const lessons = [];
    for (const position of [1, 2]) {
      lessons.push(
        await one(
          instructor,
          'insert into skillup_lessons (module_id, position, title) values ($1, $2, $3) returning id',
          [module.id, position, `L${position}`],
        ),
      );
    }
    const exam = await one(
      instructor,
      `insert into skillup_exams (course_id, title, draw_count, time_limit_minutes, pass_mark_percent)
       values ($1, 'Final of ' || $2, $3, 5, 50) returning id`,
      [course.id, slug, drawCount],
    );
    const questions: string[] = [];
    for (let i = 0; i < bank; i += 1) questions.push(await addQuestion(String(exam.id)));
    return { course, module, lessons, exam, questions };
  }
  async function addQuestion(examId: string) {
    const row = await one(
      instructor,
      "select skillup_save_question($1, null, 'true_false', 'True?', $2::jsonb) as id",
      [
        examId,
        JSON.stringify([
          { label: 'True', is_correct: true },
          { label: 'False', is_correct: false },
        ]),
      ],
    );
    return String(row.id);
  }
  /** Removes a test course with its enrolments, as the owner (the rule refuses it otherwise). */
  async function dropCourse(id: unknown) {
    await database.db.query(
      'delete from skillup_attempts where exam_id in (select id from skillup_exams where course_id = $1)',
      [id],
    );
    await database.db.query('delete from skillup_enrolments where course_id = $1', [id]);
    await database.db.query('delete from skillup_courses where id = $1', [id]);
  }

  it('deletes modules, lessons and questions freely until a learner enrols, then refuses', async () => {
    const { course, module, lessons, exam, questions } = await draftCourse('rules-delete', 1, 3);
    const [first, second] = [at(lessons, 0), at(lessons, 1)];
    // Nobody enrolled: a lesson, a question and a whole module (with its quiz) go.
    expect(
      await run(instructor, 'delete from skillup_lessons where id = $1', [second.id]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect(
      await run(instructor, 'delete from skillup_questions where id = $1', [at(questions, 2)]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    const spare = await one(
      instructor,
      "insert into skillup_modules (course_id, position, title) values ($1, 2, 'M2') returning id",
      [course.id],
    );
    await ok(
      instructor,
      `insert into skillup_exams (course_id, module_id, title, draw_count, time_limit_minutes,
         pass_mark_percent) values ($1, $2, 'Quiz', 1, 5, 50)`,
      [course.id, spare.id],
    );
    expect(
      await run(instructor, 'delete from skillup_modules where id = $1', [spare.id]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect(
      await ok(instructor, 'select id from skillup_exams where course_id = $1', [course.id]),
    ).toEqual([{ id: exam.id }]);

    await ok(instructor, "update skillup_courses set status = 'published' where id = $1", [
      course.id,
    ]);
    await ok(student, 'select skillup_enrol($1)', [course.id]);
    await rpc(student, 'skillup_complete_lesson($1, $2)', [
      first.id,
      '00000000-0000-4000-8a00-0000000000a1',
    ]);
    // Enrolled: no deletion, by the author or an admin, and the learner's progress stands.
    for (const actor of [instructor, actors.admin]) {
      for (const [table, id] of [
        ['skillup_lessons', first.id],
        ['skillup_modules', module.id],
        ['skillup_questions', at(questions, 0)],
        ['skillup_exams', exam.id],
        ['skillup_courses', course.id],
      ] as const) {
        const outcome = await run(actor, `delete from ${table} where id = $1`, [id]);
        expect(outcome, table).toMatchObject({ ok: false, code: 'P0001' });
        expect(outcome.ok || outcome.message).toMatch(/^content_in_use:/);
      }
    }
    expect(await rpc(student, 'skillup_course_progress($1)', [course.id])).toMatchObject({
      completed_lessons: 1,
      total_lessons: 1,
      progress_percent: 100,
    });
    // Editing stays open: a lesson's title, a question's wording.
    expect(
      await run(instructor, "update skillup_lessons set title = 'L1, revised' where id = $1", [
        first.id,
      ]),
    ).toMatchObject({ ok: true, affectedRows: 1 });

    // 'Back to draft' takes it out of the catalogue (enrolments stay) and back in on publishing.
    const draft = await one(
      instructor,
      "update skillup_courses set status = 'draft' where id = $1 returning status, published_at",
      [course.id],
    );
    expect(draft).toEqual({ status: 'draft', published_at: null });
    expect(
      await ok(actors.anon, 'select id from skillup_courses where id = $1', [course.id]),
    ).toEqual([]);
    expect(await run(actors.professional, 'select skillup_enrol($1)', [course.id])).toMatchObject({
      ok: false,
      code: 'P0002',
    });
    expect(await run(student, 'select skillup_open_lesson($1)', [first.id])).toMatchObject({
      ok: false,
      code: 'P0002',
    });
    // A draft with enrolments is still in use.
    expect(
      await run(instructor, 'delete from skillup_lessons where id = $1', [first.id]),
    ).toMatchObject({ ok: false, code: 'P0001' });
    await ok(instructor, "update skillup_courses set status = 'published' where id = $1", [
      course.id,
    ]);
    expect(
      await ok(actors.anon, 'select id from skillup_courses where id = $1', [course.id]),
    ).toHaveLength(1);
    await dropCourse(course.id);
  });

  it('never lets an exam draw more questions than its bank holds', async () => {
    const { course, exam } = await draftCourse('rules-draw', 3, 2);
    // A draft may be short while it is written; publishing is refused, naming the exam.
    const publish = await run(
      instructor,
      "update skillup_courses set status = 'published' where id = $1",
      [course.id],
    );
    expect(publish).toMatchObject({ ok: false, code: 'P0001' });
    expect(publish.ok || publish.message).toMatch(/^exam_bank_short:/);
    expect(
      await refusal("update skillup_courses set status = 'published' where id = $1", [course.id]),
    ).toMatchObject({ detail: 'Final of rules-draw' });
    expect(
      await one(instructor, 'select status from skillup_courses where id = $1', [course.id]),
    ).toEqual({ status: 'draft' });
    const third = await addQuestion(String(exam.id));
    await ok(instructor, "update skillup_courses set status = 'published' where id = $1", [
      course.id,
    ]);
    // Published: the draw count cannot pass the bank, the bank cannot drop under it.
    const raise = await run(instructor, 'update skillup_exams set draw_count = 4 where id = $1', [
      exam.id,
    ]);
    expect(raise).toMatchObject({ ok: false, code: 'P0001' });
    expect(raise.ok || raise.message).toMatch(/^exam_bank_short:/);
    expect(
      await run(instructor, 'delete from skillup_questions where id = $1', [third]),
    ).toMatchObject({ ok: false, code: 'P0001' });
    expect(
      await run(instructor, 'update skillup_exams set draw_count = 2 where id = $1', [exam.id]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect(
      await run(instructor, 'delete from skillup_questions where id = $1', [third]),
    ).toMatchObject({ ok: true, affectedRows: 1 });
    expect(
      await run(instructor, 'update skillup_exams set draw_count = 3 where id = $1', [exam.id]),
    ).toMatchObject({ ok: false, code: 'P0001' });
    // An exam added to the published course is not started until its bank is full.
    const quiz = await one(
      instructor,
      `insert into skillup_exams (course_id, module_id, title, draw_count, time_limit_minutes,
         pass_mark_percent) select $1, id, 'Late quiz', 2, 5, 50 from skillup_modules
         where course_id = $1 returning id`,
      [course.id],
    );
    await ok(actors.professional, 'select skillup_enrol($1)', [course.id]);
    const early = await run(actors.professional, 'select skillup_start_attempt($1)', [quiz.id]);
    expect(early).toMatchObject({ ok: false, code: 'P0001' });
    expect(early.ok || early.message).toMatch(/^exam_not_ready:/);
    await addQuestion(String(quiz.id));
    await addQuestion(String(quiz.id));
    const started = await rpc<{ questions: unknown[] }>(
      actors.professional,
      'skillup_start_attempt($1)',
      [quiz.id],
    );
    expect(started.questions).toHaveLength(2);
    await dropCourse(course.id);
  });
});
