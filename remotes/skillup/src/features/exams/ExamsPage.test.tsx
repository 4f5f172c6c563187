import { createFakeSupabase, fail, ok, provideTestClient } from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ExamsPage from './ExamsPage';

const EXAM_ID = '00000000-0000-4000-8900-000000000302';
const deadline = new Date(Date.now() + 30 * 60_000).toISOString();
const QUESTIONS = [
  {
    id: 'q1',
    kind: 'single',
    prompt: 'Who leads an incident?',
    options: [
      { id: 'o1', label: 'The incident lead' },
      { id: 'o2', label: 'Nobody' },
    ],
  },
  {
    id: 'q2',
    kind: 'multiple',
    prompt: 'Which are phases?',
    options: [
      { id: 'o3', label: 'Containment' },
      { id: 'o4', label: 'Recovery' },
    ],
  },
];

let rpc: Array<{ name: string; args: Record<string, unknown> }>;
let lateSubmit: boolean;
let startRefusal: string | null;

afterEach(cleanup);

beforeEach(() => {
  rpc = [];
  lateSubmit = false;
  startRefusal = null;
  provideTestClient(
    createFakeSupabase({
      table: (call) =>
        call.table === 'skillup_exams'
          ? ok({
              id: EXAM_ID,
              course_id: 'c1',
              module_id: null,
              title: 'Final exam',
              draw_count: 2,
              time_limit_minutes: 30,
              pass_mark_percent: 70,
              max_attempts: 3,
            })
          : ok({ id: 'c1', slug: 'foundations', title: 'Foundations' }),
      rpc: (name, args) => {
        const a = (args ?? {}) as Record<string, unknown>;
        rpc.push({ name, args: a });
        switch (name) {
          case 'skillup_exam_status':
            return ok({
              attempts_used: 0,
              max_attempts: 3,
              best_score: null,
              passed: false,
              next_attempt_at: null,
              open_attempt_id: null,
            });
          case 'skillup_start_attempt':
            if (startRefusal) return fail(startRefusal, 'P0001', 400);
            return ok({
              attempt_id: 'a1',
              started_at: new Date().toISOString(),
              deadline_at: deadline,
              questions: QUESTIONS,
            });
          case 'skillup_submit_attempt':
            // The server's own wording: the machine word, a colon, a sentence.
            if (lateSubmit && a.p_answers !== null) {
              return fail('deadline_passed: the time for this attempt is over', 'P0001', 400);
            }
            return ok({
              score_percent: 50,
              passed: false,
              correct: 1,
              total: 2,
              course_completed: false,
              certificate_code: null,
            });
          case 'skillup_attempt_review':
            return ok([]);
          default:
            return ok(null);
        }
      },
    }).client,
  );
});

async function startAndAnswer() {
  await renderPage(ExamsPage, { path: '/exams/*', url: `/exams/${EXAM_ID}`, strict: false });
  fireEvent.click(await screen.findByRole('button', { name: 'Start exam' }));
  expect((await screen.findByRole('timer')).textContent).toMatch(/^(29|30):\d\d$/);
  fireEvent.click(screen.getByRole('radio', { name: 'The incident lead' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Containment' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Recovery' }));
}

describe('an exam', () => {
  it('starts on the server, saves each answer as chosen, and shows the score the server gives', async () => {
    await startAndAnswer();
    const saves = rpc
      .filter((c) => c.name === 'skillup_save_answer')
      .map((c) => c.args.p_option_ids);
    expect(saves).toEqual([['o1'], ['o3'], ['o3', 'o4']]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('exam-result')).textContent).toBe(
      'Not passed: 50 % (pass mark 70 %)',
    );
    expect(rpc.find((c) => c.name === 'skillup_submit_attempt')?.args).toEqual({
      p_attempt_id: 'a1',
      p_answers: { q1: ['o1'], q2: ['o3', 'o4'] },
    });
  });

  it('past the deadline, closes the attempt on the answers saved in time and says so', async () => {
    lateSubmit = true;
    await startAndAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('exam-result');
    expect(
      rpc.filter((c) => c.name === 'skillup_submit_attempt').map((c) => c.args.p_answers),
    ).toEqual([{ q1: ['o1'], q2: ['o3', 'o4'] }, null]);
    expect(screen.getByText(/The time ran out before your last answers arrived/)).toBeTruthy();
  });

  it('says why the server refuses to start: no attempts left, the bank still being written', async () => {
    for (const [refusal, text] of [
      ['attempt_limit: no attempts left', /No attempts are left/],
      ["exam_not_ready: this exam's questions are still being written", /still being written/i],
    ] as const) {
      startRefusal = refusal;
      await renderPage(ExamsPage, { path: '/exams/*', url: `/exams/${EXAM_ID}`, strict: false });
      fireEvent.click(await screen.findByRole('button', { name: 'Start exam' }));
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
  });
});
