import {
  createFakeSupabase,
  type FakeResult,
  fail,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TeachPage from './TeachPage';

const COURSE = {
  id: 'c1',
  slug: 'my-course',
  title: 'My course',
  summary: '',
  level: 'beginner',
  language: 'en',
  estimated_hours: 2,
  cpe_hours: 2,
  cover_url: null,
  certificate_valid_months: null,
  status: 'draft',
  author_id: 'u1',
  updated_at: '2026-11-27T07:00:00Z',
};
const EXAM = {
  id: 'e1',
  course_id: 'c1',
  module_id: 'm1',
  title: 'Quiz',
  draw_count: 1,
  time_limit_minutes: 10,
  pass_mark_percent: 70,
  max_attempts: 3,
  retry_wait_hours: 1,
};

let roles: unknown[];
let calls: TableCall[];
let rpcs: { name: string; args: unknown }[];
let onUpdate: () => FakeResult;
let onDelete: () => FakeResult;
let editor: boolean;

/** The database's refusal as PostgREST sends it: the machine word, and the titles in details. */
function refused(message: string, details?: string): FakeResult {
  const error = { message, code: 'P0001', status: 400, details };
  return { data: null, error };
}

afterEach(cleanup);

beforeEach(() => {
  roles = [{ role: 'instructor' }];
  calls = [];
  rpcs = [];
  onUpdate = () => ok({ ...COURSE, title: 'Renamed' });
  onDelete = () => ok(null);
  editor = true;
  setViewer({ flags: { is_lms_active: true } });
  provideTestClient(
    createFakeSupabase({
      table: (call) => {
        calls.push(call);
        if (call.table === 'user_roles') return ok(roles);
        if (call.table === 'skillup_courses' && call.op === 'update') return onUpdate();
        if (call.table === 'skillup_courses')
          return ok(call.filters.some((f) => f[0] === 'maybeSingle') ? COURSE : [COURSE]);
        if (call.op === 'delete') return onDelete();
        if (call.table === 'skillup_modules')
          return ok([{ id: 'm1', position: 1, title: 'Basics' }]);
        if (call.table === 'skillup_exams') {
          return ok(call.filters.some((f) => f[0] === 'maybeSingle') ? EXAM : [EXAM]);
        }
        return ok([]);
      },
      rpc: (name, args) => {
        if (name === 'skillup_is_editor') return ok(editor);
        rpcs.push({ name, args });
        return ok('q1');
      },
    }).client,
  );
});

const open = (url: string) => renderPage(TeachPage, { path: '/teach/*', url, strict: false });

describe('the authoring pages', () => {
  it('tell a member without the instructor role who writes courses, and show no editing', async () => {
    roles = [];
    await open('/teach');
    expect(await screen.findByTestId('teach-refused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
  });

  it("list an instructor's own courses only, drafts marked", async () => {
    await open('/teach');
    const link = await screen.findByRole('link', { name: 'My course' });
    expect(link.getAttribute('href')).toBe('/teach/courses/c1');
    expect(screen.getByText('Draft')).toBeTruthy();
    const read = calls.find((c) => c.table === 'skillup_courses');
    expect(read?.filters).toContainEqual(['eq', 'author_id', 'u1']);
  });

  it('keep what was typed when a save fails, and save it on the next try', async () => {
    onUpdate = () => fail('new row violates row-level security policy', '42501', 403);
    await open('/teach/courses/c1');
    const title = await screen.findByLabelText(/Course title/);
    fireEvent.change(title, { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText(/Not saved: what you typed is still here/)).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Renamed');
    onUpdate = () => ok({ ...COURSE, title: 'Renamed' });
    fireEvent.click(screen.getByRole('button', { name: 'Save course' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const update = calls.filter((c) => c.table === 'skillup_courses' && c.op === 'update').at(-1);
    expect(update?.payload).toMatchObject({
      title: 'Renamed',
      estimated_hours: 2,
      cover_url: null,
    });
  });

  it('check a question before sending it, then save it with its correct option in one call', async () => {
    await open('/teach/courses/c1/exams/e1');
    const form = await screen.findByRole('form', { name: 'New question' });
    const inForm = within(form);
    fireEvent.click(inForm.getByRole('button', { name: 'Add question' }));
    expect(await inForm.findByText('Required.')).toBeTruthy();
    expect(rpcs).toEqual([]);
    fireEvent.change(inForm.getByLabelText(/^Question/), { target: { value: 'Which port?' } });
    fireEvent.change(inForm.getByLabelText('Option 1'), { target: { value: '22' } });
    fireEvent.change(inForm.getByLabelText('Option 2'), { target: { value: '443' } });
    fireEvent.click(inForm.getByLabelText('Option 2 is correct'));
    fireEvent.click(inForm.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(rpcs).toHaveLength(1));
    expect(rpcs[0]).toEqual({
      name: 'skillup_save_question',
      args: {
        p_exam_id: 'e1',
        p_question_id: null,
        p_kind: 'single',
        p_prompt: 'Which port?',
        p_options: [
          { label: '22', is_correct: false },
          { label: '443', is_correct: true },
        ],
      },
    });
    // Saved: the form is blank again for the next question.
    await waitFor(() => expect(inForm.getByLabelText('Option 1')).toHaveProperty('value', ''));
  });

  it('say why publishing is refused: the database names the exam whose bank is short', async () => {
    onUpdate = () =>
      refused('exam_bank_short: an exam draws more questions than its bank holds', 'Quiz');
    await open('/teach/courses/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        /an exam draws more questions per attempt than its bank holds \(Quiz\)/,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.op === 'update')?.payload).toEqual({ status: 'published' });
    expect(screen.getByTestId('course-status').textContent).toBe('Draft');
  });

  it('warn in the exam editor while the bank holds fewer questions than an attempt draws', async () => {
    await open('/teach/courses/c1/exams/e1');
    expect((await screen.findByTestId('bank-short')).textContent).toMatch(
      /draws 1 questions, but the bank holds 0/,
    );
  });

  it('say why a module with enrolled learners is not deleted', async () => {
    onDelete = () => refused('content_in_use: learners are enrolled in this course');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await open('/teach/courses/c1');
    fireEvent.click(await screen.findByRole('button', { name: /Basics/ }));
    expect(await screen.findByText(/learners are enrolled in this course/)).toBeTruthy();
    expect(calls.filter((c) => c.op === 'delete').map((c) => c.table)).toEqual(['skillup_modules']);
    confirm.mockRestore();
  });

  it('tell an instructor a course they do not edit is not theirs, and show no editing', async () => {
    editor = false;
    await open('/teach/courses/c1');
    expect((await screen.findByTestId('teach-not-yours')).textContent).toBe(
      'This course does not exist or you do not edit it.',
    );
    expect(screen.queryByRole('button', { name: 'Save course' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
