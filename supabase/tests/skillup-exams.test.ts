import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// SkillUp exams are decided by the database (issue 29, docs/areas/skillup-data.md): learners
// never read the bank or the correct options before submitting, nor another learner's
// attempts; the draw, the deadline, the attempt limit, the waiting period and the score are SQL.
const COURSE = '00000000-0000-4000-8900-000000000001';
const QUIZ = '00000000-0000-4000-8900-000000000301';
const FINAL = '00000000-0000-4000-8900-000000000302';

let database: TestDatabase;
const { student, professional } = actors;

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

interface Question {
  id: string;
  kind: string;
  prompt: string;
  options: { id: string; label: string }[];
}
interface Started {
  attempt_id: string;
  attempt_no: number;
  deadline_at: string;
  questions: Question[];
}

/** The bank's answers, read as the database owner (never as a learner). */
async function correctAnswers(questions: Question[]) {
  const { rows } = await database.db.query<{ question_id: string; id: string }>(
    'select question_id, id from skillup_question_options where is_correct and question_id = any($1)',
    [questions.map((q) => q.id)],
  );
  const answers: Record<string, string[]> = {};
  for (const q of questions) answers[q.id] = [];
  for (const r of rows) {
    answers[r.question_id] = [...(answers[r.question_id] ?? []), r.id];
  }
  return answers;
}
/** Moves an attempt's clock: its start and deadline `minutes` earlier. */
async function moveClock(attemptId: string, minutes: number) {
  await database.db.query(
    `update skillup_attempts set started_at = started_at - make_interval(mins => $2),
       deadline_at = deadline_at - make_interval(mins => $2) where id = $1`,
    [attemptId, minutes],
  );
}

beforeAll(async () => {
  database = await openSeededDatabase();
  // Two learners: the student and the professional get the area's flag.
  await database.db.query('update profiles set is_lms_active = true where user_id = any($1)', [
    [userIds.student, userIds.professional],
  ]);
  for (const learner of [student, professional]) {
    await ok(learner, 'select skillup_enrol($1)', [COURSE]);
  }
});
afterAll(async () => {
  await database?.close();
});

describe('the question bank', () => {
  it('is hidden from learners and visitors, readable by the course author and admins', async () => {
    for (const actor of [student, actors.partner, actors.anon]) {
      const options = await asActor(
        database.db,
        actor,
        'select id, is_correct from skillup_question_options',
      );
      expect(options.ok ? options.rows.length : options.code).toSatisfy(
        (v: unknown) => v === 0 || v === '42501',
      );
      const questions = await asActor(database.db, actor, 'select id from skillup_questions');
      expect(questions.ok ? questions.rows.length : questions.code).toSatisfy(
        (v: unknown) => v === 0 || v === '42501',
      );
    }
    const instructor = await instructorActor();
    expect(await ok(instructor, 'select id from skillup_question_options')).toHaveLength(
      11 + 44, // the quiz's options, the final exam's
    );
    expect(await ok(actors.admin, 'select id from skillup_questions')).toHaveLength(19);
  });

  it('learners get their drawn questions without any correctness field', async () => {
    const started = await rpc<Started>(student, 'skillup_start_attempt($1)', [FINAL]);
    expect(started.questions).toHaveLength(10);
    expect(new Set(started.questions.map((q) => q.id)).size).toBe(10);
    const text = JSON.stringify(started);
    expect(text).not.toMatch(/correct/i);
    // Asking again returns the same open attempt (no redraw by reloading).
    const again = await rpc<Started>(student, 'skillup_start_attempt($1)', [FINAL]);
    expect(again.attempt_id).toBe(started.attempt_id);
    expect(again.questions.map((q) => q.id)).toEqual(started.questions.map((q) => q.id));
    // The review (correct options) is refused before submission.
    const review = await run(student, 'select skillup_attempt_review($1)', [started.attempt_id]);
    expect(review).toMatchObject({ ok: false, code: 'P0001' });
    expect(review.ok || review.message).toMatch(/not_submitted/);
    // The saved answers' correctness column is not granted.
    const column = await asActor(
      database.db,
      student,
      'select is_correct from skillup_attempt_answers',
    );
    expect(column).toMatchObject({ ok: false, code: '42501' });
  });

  it("another learner sees nothing of someone's attempts", async () => {
    const { id } = await one(student, 'select id from skillup_attempts');
    for (const sql of [
      'select * from skillup_attempts',
      'select attempt_id, selected_option_ids from skillup_attempt_answers',
    ]) {
      expect(await asActor(database.db, professional, sql)).toMatchObject({ ok: true, rows: [] });
    }
    for (const call of [
      'skillup_attempt_questions($1)',
      'skillup_attempt_review($1)',
      "skillup_submit_attempt($1, '{}')",
    ]) {
      expect(await run(professional, `select ${call}`, [id])).toMatchObject({
        ok: false,
        code: 'P0002',
      });
    }
    expect(await run(actors.anon, 'select skillup_attempt_questions($1)', [id])).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('an attempt', () => {
  it('scores in SQL: all right passes, and the review then shows the correct options', async () => {
    const started = await rpc<Started>(student, 'skillup_start_attempt($1)', [FINAL]);
    const answers = await correctAnswers(started.questions);
    // Two wrong: 80 % ≥ 70 %.
    const first = at(started.questions, 0);
    const second = at(started.questions, 1);
    answers[first.id] = [];
    answers[second.id] = [];
    const result = await rpc<Record<string, unknown>>(student, 'skillup_submit_attempt($1, $2)', [
      started.attempt_id,
      JSON.stringify(answers),
    ]);
    expect(result).toMatchObject({ score_percent: 80, passed: true, correct: 8, total: 10 });
    const review = await rpc<{ is_correct: boolean; correct_option_ids: string[] }[]>(
      student,
      'skillup_attempt_review($1)',
      [started.attempt_id],
    );
    expect(review).toHaveLength(10);
    expect(review.filter((r) => r.is_correct)).toHaveLength(8);
    expect(review.every((r) => r.correct_option_ids.length > 0)).toBe(true);
    // Submitted once: a second submission is refused.
    expect(
      await run(student, 'select skillup_submit_attempt($1)', [started.attempt_id]),
    ).toMatchObject({ ok: false, code: 'P0001' });
    // Passed: no further attempt.
    const more = await run(student, 'select skillup_start_attempt($1)', [FINAL]);
    expect(more.ok || more.message).toMatch(/attempt_limit/);
  });

  it('refuses answers after the deadline (clock moved), closes on what was saved in time', async () => {
    const started = await rpc<Started>(professional, 'skillup_start_attempt($1)', [FINAL]);
    const answers = await correctAnswers(started.questions);
    const q1 = at(started.questions, 0);
    const q2 = at(started.questions, 1);
    await ok(professional, 'select skillup_save_answer($1, $2, $3)', [
      started.attempt_id,
      q1.id,
      answers[q1.id],
    ]);
    await moveClock(started.attempt_id, 31);
    const late = await run(professional, 'select skillup_save_answer($1, $2, $3)', [
      started.attempt_id,
      q2.id,
      answers[q2.id],
    ]);
    expect(late).toMatchObject({ ok: false, code: 'P0001' });
    expect(late.ok || late.message).toMatch(/deadline_passed/);
    const lateSubmit = await run(professional, 'select skillup_submit_attempt($1, $2)', [
      started.attempt_id,
      JSON.stringify(answers),
    ]);
    expect(lateSubmit.ok || lateSubmit.message).toMatch(/deadline_passed/);
    // Closing it without answers scores what was saved in time: one of ten.
    const closed = await rpc<Record<string, unknown>>(professional, 'skillup_submit_attempt($1)', [
      started.attempt_id,
    ]);
    expect(closed).toMatchObject({ score_percent: 10, passed: false, correct: 1 });
  });

  it('waits the retry period after a failure and stops at the attempt limit', async () => {
    const wait = await run(professional, 'select skillup_start_attempt($1)', [FINAL]);
    expect(wait).toMatchObject({ ok: false, code: 'P0001' });
    expect(wait.ok || wait.message).toMatch(/retry_wait/);
    // Two more failed attempts, each after the 24 h wait (clock moved on the last one).
    for (let i = 0; i < 2; i += 1) {
      await database.db.query(
        `update skillup_attempts set submitted_at = submitted_at - interval '25 hours'
          where user_id = $1 and exam_id = $2`,
        [userIds.professional, FINAL],
      );
      const next = await rpc<Started>(professional, 'skillup_start_attempt($1)', [FINAL]);
      expect(next.attempt_no).toBe(i + 2);
      await rpc(professional, "skillup_submit_attempt($1, '{}')", [next.attempt_id]);
    }
    await database.db.query(
      `update skillup_attempts set submitted_at = submitted_at - interval '25 hours'
        where user_id = $1 and exam_id = $2`,
      [userIds.professional, FINAL],
    );
    const limit = await run(professional, 'select skillup_start_attempt($1)', [FINAL]);
    expect(limit.ok || limit.message).toMatch(/attempt_limit/);
    const status = await rpc<Record<string, unknown>>(professional, 'skillup_exam_status($1)', [
      FINAL,
    ]);
    expect(status).toMatchObject({ attempts_used: 3, max_attempts: 3, passed: false });
  });

  it('refuses hostile answers with a 4xx code, never a crash', async () => {
    const started = await rpc<Started>(student, 'skillup_start_attempt($1)', [QUIZ]);
    const q = at(started.questions, 0);
    for (const body of ['[1,2]', '{"x":["y"]}', `{"${q.id}":"not-a-list"}`, `{"${q.id}":[1]}`]) {
      const bad = await run(student, 'select skillup_submit_attempt($1, $2)', [
        started.attempt_id,
        body,
      ]);
      expect(bad).toMatchObject({ ok: false, code: '22023' });
    }
    // Another question's option, and two options for a single-answer question.
    const other = at(started.questions, 1);
    const foreign = await run(student, 'select skillup_save_answer($1, $2, $3)', [
      started.attempt_id,
      q.id,
      [at(other.options, 0).id],
    ]);
    expect(foreign).toMatchObject({ ok: false, code: '22023' });
    const single = started.questions.find((x) => x.kind !== 'multiple');
    if (single) {
      const two = await run(student, 'select skillup_save_answer($1, $2, $3)', [
        started.attempt_id,
        single.id,
        single.options.slice(0, 2).map((o) => o.id),
      ]);
      expect(two).toMatchObject({ ok: false, code: '22023' });
    }
  });

  it('is not for members without the flag or not enrolled', async () => {
    expect(await run(actors.corporate, 'select skillup_start_attempt($1)', [FINAL])).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await run(actors.anon, 'select skillup_start_attempt($1)', [FINAL])).toMatchObject({
      ok: false,
      code: '42501',
    });
    // The partner with a factor but at aal1 is a visitor to the database.
    expect(await run(actors.partnerAal1, 'select skillup_start_attempt($1)', [QUIZ])).toMatchObject(
      { ok: false, code: '42501' },
    );
  });

  it('audits each submission with source skillup', async () => {
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from audit_logs
        where source_app = 'skillup' and action_type = 'skillup_exam_submitted'`,
    );
    // The student's pass, the professional's late close and two failures.
    expect(at(rows, 0).n).toBe(4);
  });
});

async function instructorActor(): Promise<Actor> {
  const sub = '00000000-0000-4000-8000-000000000029';
  return {
    name: 'student',
    role: 'authenticated',
    userId: sub,
    claims: {
      sub,
      role: 'authenticated',
      aal: 'aal1',
      email: 'instructor@csan.test',
      aud: 'authenticated',
    },
  };
}
