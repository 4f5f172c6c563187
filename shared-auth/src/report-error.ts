/**
 * The portal's one error reporter. Every failure worth an operator's attention — a remote that
 * did not load, a page that threw, a failed read or write — goes through reportError, tagged
 * with the remote (Module Federation name, or `shell`) and its build version, so a team that
 * deploys a broken remote learns it from the admin console's Errors tab, not from its users.
 *
 * shared-auth is a shared singleton, so one reporter (one dedupe memory, one set of sinks, one
 * table of remote versions) serves the shell and every remote. The default sink is the database
 * (report-error-database.ts); the shell adds Sentry when /config.json names a DSN.
 *
 * Rules: reportError never throws and never blocks (sinks run after the current task, their
 * failures are swallowed); a burst of the same error (remote and message) is sent once per
 * minute, and at most REPORTS_PER_MINUTE reports leave a page a minute; texts are cut
 * to what the database keeps, so a huge stack costs no bandwidth.
 */
import { databaseErrorSink } from './report-error-database';

/** Where the failure was caught. */
export type ErrorSource = 'federation' | 'boundary' | 'query' | 'mutation' | 'action' | 'boot';

export type ErrorContext = {
  /** Module Federation name of the remote (`admin_console`; `admin-console` is accepted). */
  remote: string;
  /** The remote's build version; by default the one its manifest declared (setRemoteVersion). */
  version?: string | null;
  source?: ErrorSource;
  /** What the code was doing, in a few words (`audit log CSV`). */
  action?: string;
};

/** One report as the sinks receive it. */
export type ErrorReport = {
  remote: string;
  version: string | null;
  source: ErrorSource;
  action: string | null;
  message: string;
  stack: string | null;
  /** The page's path, never its query string or hash (they may carry an address or token). */
  path: string;
};

export type ErrorSink = (report: ErrorReport) => void | Promise<void>;

/** The database's limits (20261127150000_client_error_reports.sql); it cuts again anyway. */
export const REPORT_LIMITS = { message: 1000, stack: 4000, version: 64, action: 100, path: 300 };
/** The same error (remote, source, message) is sent at most once in this window. */
export const DEDUPE_WINDOW_MS = 60_000;
/** At most this many reports leave a page per minute, whatever they are (a render loop). */
export const REPORTS_PER_MINUTE = 10;

let sinks: ErrorSink[] = [databaseErrorSink];
const versions = new Map<string, string>();
const lastSent = new Map<string, number>();
/** Reports waiting for the end of the current task, by burst key. */
const pending = new Map<string, ErrorReport>();
let sentTimes: number[] = [];
let now: () => number = () => Date.now();

const cut = (text: string | null | undefined, max: number): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** `admin-console` → `admin_console`: the Module Federation spelling the reports group by. */
export function remoteNameOf(name: string): string {
  return name.trim().toLowerCase().replaceAll('-', '_');
}

/** The message of anything thrown: Error, DataError (with its code), a string, `{ message }`. */
export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
    const text = typeof message === 'string' && message !== '' ? message : null;
    const prefix = typeof name === 'string' && name !== 'Error' && name !== '' ? `${name}: ` : '';
    const suffix = typeof code === 'string' || typeof code === 'number' ? ` (${code})` : '';
    if (text) return `${prefix}${text}${suffix}`;
  }
  try {
    return String(error);
  } catch {
    return 'Unknown error';
  }
}

function stackOf(error: unknown): string | null {
  const stack = error && typeof error === 'object' ? (error as { stack?: unknown }).stack : null;
  return typeof stack === 'string' ? stack : null;
}

function currentPath(): string {
  try {
    return globalThis.location?.pathname ?? '';
  } catch {
    return '';
  }
}

/** The report for `error`, cut to the database's limits. */
export function toReport(error: unknown, context: ErrorContext): ErrorReport {
  const remote = remoteNameOf(context.remote) || 'shell';
  return {
    remote,
    version: cut(context.version ?? versions.get(remote), REPORT_LIMITS.version),
    source: context.source ?? 'action',
    action: cut(context.action, REPORT_LIMITS.action),
    message: cut(messageOf(error), REPORT_LIMITS.message) ?? 'Unknown error',
    stack: cut(stackOf(error), REPORT_LIMITS.stack),
    path: currentPath().slice(0, REPORT_LIMITS.path),
  };
}

/** A burst is the same message from the same remote, whoever caught it. */
const burstKey = (report: ErrorReport) => `${report.remote}\u0000${report.message}`;

/** False for a repeat within the dedupe window, or once the page's minute budget is spent. */
function shouldSend(key: string): boolean {
  const at = now();
  const last = lastSent.get(key);
  if (last !== undefined && at - last < DEDUPE_WINDOW_MS) return false;
  sentTimes = sentTimes.filter((time) => at - time < 60_000);
  if (sentTimes.length >= REPORTS_PER_MINUTE) return false;
  sentTimes.push(at);
  lastSent.set(key, at);
  return true;
}

function deliver(report: ErrorReport): void {
  for (const sink of sinks) {
    try {
      Promise.resolve(sink(report)).catch(() => undefined);
    } catch {
      // A sink that throws synchronously loses this report, nothing else.
    }
  }
}

/**
 * Reports `error` for `context.remote`: printed to the console (developers look there first),
 * and sent to every sink once per burst. Never throws, never waits.
 */
export function reportError(error: unknown, context: ErrorContext): void {
  try {
    const report = toReport(error, context);
    console.error(`[csan] ${report.remote}: ${report.action ?? report.source} failed:`, error);
    const key = burstKey(report);
    // One failure is often caught twice in the same task (the shell's MutationCache, then the
    // form that called mutateAsync): one report, with the action the second one named.
    const waiting = pending.get(key);
    if (waiting) {
      waiting.action ??= report.action;
      return;
    }
    if (!shouldSend(key)) return;
    pending.set(key, report);
    setTimeout(() => {
      pending.delete(key);
      deliver(report);
    }, 0);
  } catch {
    // The reporter must never be the next failure.
  }
}

/** The build version the remote's manifest declared (the shell's federation hook calls this). */
export function setRemoteVersion(remote: string, version: string): void {
  versions.set(remoteNameOf(remote), version);
}

/** Adds a sink (Sentry, a test's spy); returns its removal. */
export function addErrorSink(sink: ErrorSink): () => void {
  sinks = [...sinks, sink];
  return () => {
    sinks = sinks.filter((s) => s !== sink);
  };
}

/** Tests only: these sinks instead of the database, a clock, and an empty memory. */
export function resetErrorReportingForTests(
  options: { sinks?: ErrorSink[]; clock?: () => number } = {},
): void {
  sinks = options.sinks ?? [databaseErrorSink];
  now = options.clock ?? (() => Date.now());
  versions.clear();
  lastSent.clear();
  pending.clear();
  sentTimes = [];
}
