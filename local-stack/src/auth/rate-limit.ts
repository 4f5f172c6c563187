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
  /** Forgets the one event recorded for `key` at `at` (a reservation that turned out a success). */
  release(key: string, at: number): void;
}

export function createRateLimiter(): RateLimiter {
  const events = new Map<string, number[]>();

  const recent = (key: string, limit: RateLimit, now: number): number[] => {
    const since = now - limit.windowSeconds * 1000;
    const kept = (events.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };

  return {
    hit(key, limit, now = Date.now()) {
      const kept = recent(key, limit, now);
      if (kept.length >= limit.max) return false;
      events.set(key, [...kept, now]);
      return true;
    },
    exhausted(key, limit, now = Date.now()) {
      return recent(key, limit, now).length >= limit.max;
    },
    reset(key) {
      events.delete(key);
    },
    release(key, at) {
      const kept = events.get(key) ?? [];
      const index = kept.indexOf(at);
      if (index >= 0) kept.splice(index, 1);
      if (kept.length === 0) events.delete(key);
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
 * Counts one attempt as a failure for `key` up front, or refuses with GoTrue's
 * 429 when the client has used up `limit`; `succeeded()` takes it back. Counting
 * before the (slow) check and not after keeps the limit exact under parallel
 * requests: the 31st concurrent wrong password is refused, not checked.
 */
export function reserveFailure(
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
): { succeeded(): void } {
  const at = Date.now();
  if (!limiter.hit(key, limit, at)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
  return { succeeded: () => limiter.release(key, at) };
}
