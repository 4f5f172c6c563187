import { createFakeSupabase, fail, ok, provideTestClient } from '@csan/shared-auth/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingCompletions } from '../lib/offline/completion-queue';
import { completeLesson, syncCompletions } from './complete-lesson';

const sent: Array<{ p_lesson_id: string; p_client_key: string }> = [];
let answer: () => ReturnType<typeof ok> = () => ok({ progress_percent: 50 });

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  answer = () => ok({ progress_percent: 50 });
  provideTestClient(
    createFakeSupabase({
      rpc: (name, args) => {
        if (name === ('skillup_complete_lesson' as never)) sent.push(args as (typeof sent)[number]);
        return answer();
      },
    }).client,
  );
});

afterEach(() => setOnline(true));

const lesson = (id: string) => ({ lessonId: id, courseId: 'c1', slug: 'course' });

describe('completing a lesson', () => {
  it('is sent at once when online', async () => {
    setOnline(true);
    expect(await completeLesson(lesson('l1'))).toEqual({ progress_percent: 50 });
    expect(sent.map((s) => s.p_lesson_id)).toEqual(['l1']);
    expect(pendingCompletions()).toEqual([]);
  });

  it('waits in the queue offline and is sent once when back online, with the key made offline', async () => {
    setOnline(false);
    expect(await completeLesson(lesson('l1'))).toBe('queued');
    expect(await completeLesson(lesson('l2'))).toBe('queued');
    // The same lesson twice offline waits once.
    await completeLesson(lesson('l2'));
    expect(sent).toEqual([]);
    const keys = pendingCompletions().map((p) => p.clientKey);
    expect(keys).toHaveLength(2);

    setOnline(true);
    // Two rounds at once (two components noticing 'online'): one sends, the other joins it.
    const [a, b] = await Promise.all([syncCompletions(), syncCompletions()]);
    expect(a).toBe(2);
    expect(b).toBe(2);
    expect(sent.map((s) => s.p_client_key)).toEqual(keys);
    expect(pendingCompletions()).toEqual([]);
    expect(await syncCompletions()).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('is queued when the call cannot reach the server, and stays queued while it still cannot', async () => {
    setOnline(true);
    answer = () => fail('TypeError: Failed to fetch', '', 0);
    expect(await completeLesson(lesson('l1'))).toBe('queued');
    expect(await syncCompletions()).toBe(0);
    expect(pendingCompletions()).toHaveLength(1);
    answer = () => ok({});
    expect(await syncCompletions()).toBe(1);
    expect(pendingCompletions()).toEqual([]);
  });

  it('drops a completion the database refuses for good (no longer enrolled)', async () => {
    setOnline(false);
    await completeLesson(lesson('l1'));
    setOnline(true);
    answer = () => fail('not enrolled', '42501', 403);
    expect(await syncCompletions()).toBe(0);
    expect(pendingCompletions()).toEqual([]);
  });
});
