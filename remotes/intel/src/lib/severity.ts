/** Advisory severities, most urgent first (the database's `intel_severity` values). */
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

const HOUR = 3_600_000;

/** How long a recipient organisation has to acknowledge, by severity (issue 28, item 5). */
export const ACK_WINDOW_MS: Record<Severity, number> = {
  critical: 4 * HOUR,
  high: 24 * HOUR,
  medium: 72 * HOUR,
  low: 7 * 24 * HOUR,
};

export type DueState = { state: 'acknowledged' | 'due' | 'overdue'; dueAt: Date };

/**
 * When an acknowledgement is due (publication + the severity's window) and whether it is
 * overdue at `now`. The database keeps the same rule for the board; this only mirrors it.
 */
export function dueState(
  severity: Severity,
  publishedAt: string,
  acknowledged: boolean,
  now: Date = new Date(),
): DueState {
  const dueAt = new Date(new Date(publishedAt).getTime() + ACK_WINDOW_MS[severity]);
  if (acknowledged) return { state: 'acknowledged', dueAt };
  return { state: now.getTime() > dueAt.getTime() ? 'overdue' : 'due', dueAt };
}
