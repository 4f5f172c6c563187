/**
 * Milliseconds left until the server's deadline, as this device sees it: `skewMs` is how far the
 * server's clock is ahead of this one (measured when the attempt started), so a device whose
 * clock is wrong still counts down to the moment the server refuses answers.
 */
export function remainingMs(deadlineAt: string, nowMs: number, skewMs = 0): number {
  return Math.max(0, Date.parse(deadlineAt) - (nowMs + skewMs));
}

/** `mm:ss` (or `h:mm:ss` from an hour), for the countdown. */
export function clock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The server clock's lead over this device, from an answer's start time and when it arrived. */
export function skewOf(
  serverStartedAt: string | undefined,
  sentMs: number,
  receivedMs: number,
): number {
  if (!serverStartedAt) return 0;
  const started = Date.parse(serverStartedAt);
  return Number.isNaN(started) ? 0 : started - (sentMs + receivedMs) / 2;
}
