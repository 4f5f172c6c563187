/**
 * Lesson completions made without a network, kept in localStorage until they reach the server.
 * Each carries a `clientKey` made when the learner pressed the button: the database
 * (`skillup_complete_lesson`) counts a key once, so a completion sent twice (two tabs, a reply
 * lost on the way back) still counts once.
 */
export type PendingCompletion = {
  lessonId: string;
  courseId: string;
  /** The course's slug, so the course's saved copy can show it as done. */
  slug: string;
  clientKey: string;
  at: string;
};

const STORAGE_KEY = 'csan.skillup.pending-completions';
const CHANGED = 'csan-skillup-queue-changed';

function read(): PendingCompletion[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as PendingCompletion[]) : [];
  } catch {
    return [];
  }
}

function write(items: readonly PendingCompletion[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGED));
}

/** The completions waiting to be sent, oldest first. */
export const pendingCompletions = (): PendingCompletion[] => read();

/** Adds one (a lesson already waiting is not added twice). */
export function enqueueCompletion(item: PendingCompletion): void {
  const items = read();
  if (items.some((i) => i.lessonId === item.lessonId)) return;
  write([...items, item]);
}

/** Calls `onChange` whenever the queue changes, in this tab or another. */
export function subscribeQueue(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export type SendOutcome = 'sent' | 'refused' | 'offline';
let flushing: Promise<number> | null = null;

/**
 * Sends the queue in order through `send`; each sent (or refused for good: not enrolled any
 * more) item leaves the queue, and the first network failure stops the round (the rest wait for
 * the next). One round at a time per tab. Resolves to the number sent.
 */
export function flushCompletions(
  send: (item: PendingCompletion) => Promise<SendOutcome>,
): Promise<number> {
  if (flushing) return flushing;
  const round = (async () => {
    let sent = 0;
    for (const item of read()) {
      const outcome = await send(item);
      if (outcome === 'offline') break;
      write(read().filter((i) => i.clientKey !== item.clientKey));
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  })();
  // Cleared once settled (not inside the round: an empty queue settles before it is stored).
  flushing = round.finally(() => {
    flushing = null;
  });
  return flushing;
}

/** A random uuid (v4) for a completion's key; `crypto.randomUUID` where the browser has it. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
