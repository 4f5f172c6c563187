import { tooManyRequests } from './errors.js';
import type { RateLimit } from './settings.js';

/**
 * In-memory sliding-window counters (one process, dev/test only: GoTrue keeps
 * them in memory per instance too). Keys are free-form, e.g. `token:ip:1.2.3.4`.
 */
export interface RateLimiter {
  /** Records one event for `key`; false when that would exceed the limit (nothing recorded then). */
  hit(key: string, limit: RateLimit, now?: number): boolean;
  /** True when `key` has already used up its limit (records nothing). */
  exhausted(key: string, limit: RateLimit, now?: number): boolean;
  reset(key: string): void;
  /**
   * Admits one attempt whose outcome is not known yet, or refuses (false) when the failures
   * recorded for `key` have used up `limit`. While recorded failures plus attempts still
   * running could reach the limit, it waits for one of them to end instead of guessing.
   */
  admit(key: string, limit: RateLimit): Promise<boolean>;
  /** Ends an admitted attempt; a failure is recorded for `key`. */
  settle(key: string, failed: boolean): void;
}

export function createRateLimiter(): RateLimiter {
  const events = new Map<string, number[]>();
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();

  const recent = (key: string, limit: RateLimit, now: number): number[] => {
    const since = now - limit.windowSeconds * 1000;
    const kept = (events.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };

  const hit = (key: string, limit: RateLimit, now = Date.now()): boolean => {
    const kept = recent(key, limit, now);
    if (kept.length >= limit.max) return false;
    events.set(key, [...kept, now]);
    return true;
  };

  return {
    hit,
    exhausted(key, limit, now = Date.now()) {
      return recent(key, limit, now).length >= limit.max;
    },
    reset(key) {
      events.delete(key);
    },
    async admit(key, limit) {
      for (;;) {
        const failures = recent(key, limit, Date.now()).length;
        if (failures >= limit.max) return false;
        const inFlight = running.get(key) ?? 0;
        if (failures + inFlight < limit.max) {
          running.set(key, inFlight + 1);
          return true;
        }
        await new Promise<void>((resolve) => {
          waiting.set(key, [...(waiting.get(key) ?? []), resolve]);
        });
      }
    },
    settle(key, failed) {
      const inFlight = (running.get(key) ?? 1) - 1;
      if (inFlight > 0) running.set(key, inFlight);
      else running.delete(key);
      if (failed) events.set(key, [...(events.get(key) ?? []), Date.now()]);
      const woken = waiting.get(key) ?? [];
      waiting.delete(key);
      for (const wake of woken) wake();
    },
  };
}

/** Counts one request against `limit` for `key`, or refuses with GoTrue's 429. */
export function enforceLimit(limiter: RateLimiter, key: string, limit: RateLimit): void {
  if (!limiter.hit(key, limit)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * Runs one attempt counted against `limit` for `key` only if it fails (throws): successes
 * are never limited, however many arrive at once from one address. A client whose recorded
 * failures have used up `limit` gets GoTrue's 429 without the attempt being checked, and
 * attempts that could still exceed it wait for those running, so the limit holds exactly
 * under parallel requests (the 31st concurrent wrong password is refused, not checked).
 */
export async function limitFailures<T>(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  attempt: () => Promise<T>,
): Promise<T> {
  if (!(await limiter.admit(key, limit))) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
  let failed = true;
  try {
    const result = await attempt();
    failed = false;
    return result;
  } finally {
    limiter.settle(key, failed);
  }
}
