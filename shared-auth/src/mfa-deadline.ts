import { ROUTE_PATHS } from './route-paths';

/** What the MFA banner and the lockout redirect show for the signed-in user. */
export type MfaDeadlineState =
  | { kind: 'hidden' }
  | { kind: 'normal'; daysLeft: number }
  | { kind: 'urgent'; daysLeft: number }
  | { kind: 'locked' };

/** Urgent (destructive styling) at 1 day or less remaining. */
export const MFA_URGENT_DAYS = 1;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a 'YYYY-MM-DD' date, or null when it is not one. */
function epochDay(date: string): number | null {
  const match = ISO_DATE.exec(date.slice(0, 10));
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / DAY_MS;
}

/**
 * Same meaning as SQL `public.is_mfa_locked_out()` (`mfa_setup_deadline < current_date` and no
 * verified factor): the deadline date itself is the last allowed day. `today` is read as a UTC
 * date because the database's `current_date` is UTC (Supabase servers run in UTC); reading it in
 * the browser's zone would lock a user out in the UI while the database still lets them in.
 */
export function mfaDeadlineState({
  deadline,
  hasVerifiedFactor,
  today,
}: {
  deadline: string | null;
  hasVerifiedFactor: boolean;
  today: Date;
}): MfaDeadlineState {
  if (hasVerifiedFactor || !deadline) return { kind: 'hidden' };
  const last = epochDay(deadline);
  if (last === null) return { kind: 'hidden' };
  const daysLeft = last - Math.floor(today.getTime() / DAY_MS);
  if (daysLeft < 0) return { kind: 'locked' };
  return { kind: daysLeft <= MFA_URGENT_DAYS ? 'urgent' : 'normal', daysLeft };
}

/** The MFA compliance check is skipped on these paths. */
export const MFA_CHECK_SKIPPED_PATHS: readonly string[] = [
  ROUTE_PATHS.mfaLockout,
  ROUTE_PATHS.login,
  ROUTE_PATHS.account,
  ROUTE_PATHS.privacy,
  ROUTE_PATHS.terms,
];

/** Whether `pathname` is one of the skipped paths (a trailing slash or sub-path counts). */
export function isMfaCheckSkipped(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return MFA_CHECK_SKIPPED_PATHS.some(
    (skipped) => path === skipped || path.startsWith(`${skipped}/`),
  );
}
