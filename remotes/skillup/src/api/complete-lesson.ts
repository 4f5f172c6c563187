import { DataError, unwrap } from '@csan/shared-auth';
import {
  enqueueCompletion,
  flushCompletions,
  newClientKey,
  type PendingCompletion,
  type SendOutcome,
} from '../lib/offline/completion-queue';
import { isNetworkFailure } from '../lib/offline/network-error';
import { isOnline } from '../lib/online';
import { skillupDb } from './db';
import type { CompletionAnswer } from './types';

async function sendCompletion(item: PendingCompletion): Promise<CompletionAnswer> {
  const db = await skillupDb();
  return unwrap(
    await db.rpc('skillup_complete_lesson', {
      p_lesson_id: item.lessonId,
      p_client_key: item.clientKey,
    }),
  ) as CompletionAnswer;
}

/**
 * Marks a lesson complete: sent at once when there is a network; without one (or when the call
 * cannot reach the server) it waits in the queue and 'queued' is returned.
 */
export async function completeLesson(
  lesson: Pick<PendingCompletion, 'lessonId' | 'courseId' | 'slug'>,
): Promise<CompletionAnswer | 'queued'> {
  const item: PendingCompletion = {
    ...lesson,
    clientKey: newClientKey(),
    at: new Date().toISOString(),
  };
  if (!isOnline()) {
    enqueueCompletion(item);
    return 'queued';
  }
  try {
    return await sendCompletion(item);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    enqueueCompletion(item);
    return 'queued';
  }
}

/** Sends what waits in the queue (each once); resolves to how many reached the server. */
export function syncCompletions(): Promise<number> {
  return flushCompletions(async (item): Promise<SendOutcome> => {
    try {
      await sendCompletion(item);
      return 'sent';
    } catch (error) {
      if (isNetworkFailure(error)) return 'offline';
      // Refused for good (no longer enrolled, lesson removed): it leaves the queue.
      if (error instanceof DataError) return 'refused';
      return 'offline';
    }
  });
}
