// Shared by the early script (early-fetch.ts, inlined into every shell document's <head>) and
// the boot code that later takes what it fetched. No imports: the inline script stays tiny.

/** Where the early script leaves its requests: absolute URL → the response on its way. */
export const EARLY_RESPONSES_KEY = '__csanEarlyResponses';

type EarlyStore = {
  responses: Map<string, Promise<Response>>;
  /** Settles once the early script has asked for everything it will ask for. */
  started?: Promise<unknown>;
};
type WithStore = { [EARLY_RESPONSES_KEY]?: EarlyStore };

function storeOf(scope: object, create: boolean): EarlyStore | undefined {
  const holder = scope as WithStore;
  if (!holder[EARLY_RESPONSES_KEY] && create)
    holder[EARLY_RESPONSES_KEY] = { responses: new Map() };
  return holder[EARLY_RESPONSES_KEY];
}

/** Keeps a request the early script started, for the one consumer that will ask for it. */
export function keepEarlyResponse(
  url: string,
  response: Promise<Response>,
  scope: object = globalThis,
): void {
  // A failed early request is the consumer's to see (it then asks the network itself);
  // until then it must not surface as an unhandled rejection.
  response.catch(() => undefined);
  storeOf(scope, true)?.responses.set(url, response);
}

/**
 * Marks when the early script has started all its requests (they depend on config.json's
 * answer). Without it the boot, reading the same config.json answer, could ask for a remote's
 * routes a moment before the early script does, and both would download them.
 */
export function keepEarlyStart(started: Promise<unknown>, scope: object = globalThis): void {
  const store = storeOf(scope, true);
  if (store) store.started = started.catch(() => undefined);
}

/**
 * The response the early script asked for `url` (absolute), at most once: a second reader (a
 * Retry, a reload of the route table) goes to the network like any request. A request that
 * failed early is not handed over: the caller asks the network again, so a remote that was down
 * at the first byte and is back by the time the app runs still answers.
 */
export async function takeEarlyResponse(
  url: string,
  scope: object = globalThis,
): Promise<Response | undefined> {
  const store = storeOf(scope, false);
  if (!store) return undefined;
  await store.started;
  const early = store.responses.get(url);
  if (!early) return undefined;
  store.responses.delete(url);
  try {
    return await early;
  } catch {
    return undefined;
  }
}
