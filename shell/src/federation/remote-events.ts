/**
 * What the Module Federation runtime tells the shell about remotes (a load failure, the build
 * version a manifest declared), held until the error reporter can take it. The runtime's hooks
 * run in the early boot (boot/early-start-plugin.ts), before shared modules exist, so they
 * cannot call reportError of @csan/shared-auth themselves; main.tsx connects the reporter
 * (error-reporting/connect.ts), which first receives everything that happened before.
 * Imports nothing shared.
 */
export type RemoteEvent =
  | { kind: 'failure'; remote: string; error: unknown; lifecycle: string }
  | { kind: 'version'; remote: string; version: string };

type Listener = (event: RemoteEvent) => void;

let listener: Listener | null = null;
const pending: RemoteEvent[] = [];
/** The early boot cannot grow this without bound if nobody ever listens (a test, a harness). */
const PENDING_MAX = 50;

export function emitRemoteEvent(event: RemoteEvent): void {
  if (listener) listener(event);
  else if (pending.length < PENDING_MAX) pending.push(event);
}

/** The one listener: receives what is pending, then every new event. */
export function listenToRemoteEvents(next: Listener): void {
  listener = next;
  for (const event of pending.splice(0)) next(event);
}
