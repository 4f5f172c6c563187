/**
 * Per-connection limits, with the defaults of Supabase Realtime's tenant settings
 * (config/runtime.exs: TENANT_MAX_CHANNELS_PER_CLIENT, TENANT_MAX_JOINS_PER_SECOND,
 * TENANT_MAX_EVENTS_PER_SECOND; the endpoint's max_frame_size; the client presence limit).
 * Realtime counts joins and events per project; the stack counts them per connection, so one
 * hostile client cannot take the budget of the others.
 */
export interface RealtimeLimits {
  maxChannelsPerClient: number;
  maxJoinsPerSecond: number;
  maxEventsPerSecond: number;
  maxFrameBytes: number;
  /** track/untrack calls per channel within presenceWindowMs. */
  maxPresenceCalls: number;
  presenceWindowMs: number;
  maxConcurrentUsers: number;
}

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function realtimeLimits(): RealtimeLimits {
  return {
    maxChannelsPerClient: envInt('REALTIME_MAX_CHANNELS_PER_CLIENT', 100),
    maxJoinsPerSecond: envInt('REALTIME_MAX_JOINS_PER_SECOND', 100),
    maxEventsPerSecond: envInt('REALTIME_MAX_EVENTS_PER_SECOND', 100),
    maxFrameBytes: envInt('REALTIME_MAX_FRAME_BYTES', 5_000_000),
    maxPresenceCalls: 5,
    presenceWindowMs: 30_000,
    maxConcurrentUsers: envInt('REALTIME_MAX_CONCURRENT_USERS', 200),
  };
}

/** Events in the current one-second window. */
export class PerSecond {
  private windowStart = 0;
  private count = 0;
  constructor(private readonly limit: number) {}
  /** Counts one; false once the limit is passed within the second. */
  take(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}
