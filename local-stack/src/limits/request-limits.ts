import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientBucket, resolveClientAddress } from '../auth/request.js';
import { peerAddress } from '../rest/client-address.js';
import { GLOBAL_FILE_SIZE_LIMIT } from '../storage/limits.js';

/**
 * What one request may send and how many one client may have open at once, for every service
 * of the API port, checked before a service reads anything (issue 25 item 6: eight 100 MB
 * posts took the stack from 438 MB to 3.3 GB; one client looping slow queries held PGlite's
 * only connection).
 */
export const MiB = 1024 * 1024;

/** Body limit of every service but storage: far above any JSON the product sends. */
export const MAX_BODY_BYTES = MiB;
/** Storage: the global upload limit plus a multipart envelope; each bucket keeps its own. */
export const MAX_STORAGE_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + MiB;
/** Request line + headers (Node's own default, set explicitly): larger → 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * Requests one client (an address, an IPv6 /64) may have running at once; its next requests
 * wait in the client's own line, outside the database, until one of its own ends (a browser
 * opens at most 6 connections to a host, so a person never waits here).
 */
export const MAX_IN_FLIGHT_PER_CLIENT = 8;
/** Requests one client may have waiting beyond those; the next is refused with 429. */
export const MAX_WAITING_PER_CLIENT = 64;

function tooLarge(c: Context, service: string, limit: number): Response {
  const message = `Request body larger than ${limit} bytes`;
  // The body is left unread: the connection cannot carry another request after it.
  c.header('Connection', 'close');
  // Each service's own error shape, so its client library reads the message.
  if (service === 'auth')
    return c.json({ code: 413, error_code: 'request_too_large', msg: message }, 413);
  if (service === 'storage')
    return c.json({ statusCode: '413', error: 'Payload too large', message }, 413);
  if (service === 'rest')
    return c.json({ code: 'PGRST413', message, details: null, hint: null }, 413);
  return c.json({ code: 413, message }, 413);
}

const SERVICE_OF_PREFIX: [string, string][] = [
  ['/rest/v1', 'rest'],
  ['/auth/v1', 'auth'],
  ['/storage/v1', 'storage'],
  ['/functions/v1', 'functions'],
];

/** The body limit of the service owning the path (413 in that service's error shape). */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (service: string) => {
    let limiter = limiters.get(service);
    if (!limiter) {
      const maxSize = service === 'storage' ? MAX_STORAGE_BODY_BYTES : MAX_BODY_BYTES;
      limiter = bodyLimit({ maxSize, onError: (c) => tooLarge(c, service, maxSize) });
      limiters.set(service, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    const { pathname } = new URL(c.req.url);
    const service =
      SERVICE_OF_PREFIX.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'other';
    return limiterFor(service)(c, next);
  };
}

/**
 * At most `max` requests of one client in flight, `maxWaiting` more waiting their turn (first
 * come, first served) and any beyond refused with 429: one client looping slow or many requests
 * holds at most `max` of the database's turns, whatever it sends, so everyone else's requests
 * are never queued behind its hundreds. The client is the socket's address, or behind a trusted
 * proxy the address it names (as the auth limits and the database see it), counted by its /64
 * for IPv6. A websocket upgrade is a long-lived connection, not a request: never counted.
 */
export function inFlightLimit(options: {
  trustedProxies: readonly string[];
  forwardedForHeader: string;
  max?: number;
  maxWaiting?: number;
}): MiddlewareHandler {
  const max = options.max ?? MAX_IN_FLIGHT_PER_CLIENT;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING_PER_CLIENT;
  const clients = new Map<string, { running: number; waiting: (() => void)[] }>();

  const release = (client: string) => {
    const state = clients.get(client);
    if (!state) return;
    const next = state.waiting.shift();
    // The slot passes straight to the next waiting request of the same client.
    if (next) next();
    else if (state.running <= 1) clients.delete(client);
    else state.running -= 1;
  };

  return async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() === 'websocket') return next();
    const client = clientBucket(
      resolveClientAddress(
        peerAddress(c),
        c.req.header(options.forwardedForHeader),
        options.trustedProxies,
      ),
    );
    let state = clients.get(client);
    if (!state) {
      state = { running: 0, waiting: [] };
      clients.set(client, state);
    }
    if (state.running < max) {
      state.running += 1;
    } else if (state.waiting.length < maxWaiting) {
      await new Promise<void>((resolve) => state?.waiting.push(resolve));
    } else {
      c.header('Retry-After', '1');
      return c.json(
        {
          code: 'too_many_requests',
          message: `Too many requests at once from this address (${max} running, ${maxWaiting} waiting)`,
        },
        429,
      );
    }
    try {
      await next();
    } finally {
      release(client);
    }
  };
}

/** Node's options for the API server: the header limit. */
export const serverOptions = { maxHeaderSize: MAX_HEADER_BYTES };

/**
 * Headers over MAX_HEADER_BYTES are refused by Node's parser before any handler runs; this
 * answers them with a JSON 431 (Node's default is an empty one) and any other malformed
 * request with a JSON 400.
 */
export function answerClientErrors(server: NodeJS.EventEmitter): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            `Request headers larger than ${MAX_HEADER_BYTES} bytes`,
          ]
        : [400, 'Bad Request', 'Malformed HTTP request'];
    const body = JSON.stringify({ code: status, message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
