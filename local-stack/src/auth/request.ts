import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { AuthError, badRequest } from './errors.js';

/** `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) is 1.2.3.4; anything else as given. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function socketAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? '127.0.0.1');
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in a unit test).
    return '127.0.0.1';
  }
}

/**
 * The client of a request that came from `peer` with `forwarded` (the value of the forwarding
 * header): the header is believed only when `peer` is one of `trustedProxies`, and then its
 * nearest hop that is not itself a trusted proxy (walking from the right, since every proxy
 * appends the address it saw) is the client. Anyone can write the header's left part, so
 * trusting it from anywhere would let every request pose as a new client.
 */
export function resolveClientAddress(
  peer: string,
  forwarded: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = new Set(trustedProxies.map(plainAddress));
  if (!forwarded || !trusted.has(plainAddress(peer))) return plainAddress(peer);
  const hops = forwarded.split(',').map((hop) => plainAddress(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] ?? '';
    if (!isIP(hop)) break;
    if (!trusted.has(hop)) return hop;
  }
  return plainAddress(peer);
}

const clientAddresses = new WeakMap<Request, string>();

/** Resolves each request's client once, from the socket and, behind a trusted proxy, its header. */
export function clientAddressMiddleware(settings: {
  trustedProxies: readonly string[];
  forwardedForHeader: string;
}): MiddlewareHandler {
  return async (c, next) => {
    clientAddresses.set(
      c.req.raw,
      resolveClientAddress(
        socketAddress(c),
        c.req.header(settings.forwardedForHeader),
        settings.trustedProxies,
      ),
    );
    await next();
  };
}

/**
 * What per-client limits count a client as: its address, or for IPv6 its /64 network (one
 * host is usually given a whole /64, so counting single addresses would let it rotate
 * through billions). An address with an embedded IPv4 part counts as written.
 */
export function clientBucket(ip: string): string {
  if (isIP(ip) !== 6 || ip.includes('.')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The caller's IP: what the per-client limits, sessions and hooks record. */
export function clientIp(c: Context): string {
  return clientAddresses.get(c.req.raw) ?? socketAddress(c);
}

/** Parses a JSON body against `schema`; bad JSON → 400 bad_json, bad shape → 400 validation_failed. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: ${(error as Error).message}`,
      );
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AuthError(
      400,
      'validation_failed',
      `${where}${issue?.message ?? 'Invalid request body'}`,
    );
  }
  return parsed.data;
}

/**
 * Whether `target` is the site's origin or one of its area hosts: the same scheme and port on
 * `<one label>.<site host>` (skillup.csan.localhost:8080 for csan.localhost:8080), which is
 * GoTrue's allow-list entry `http://*.csan.localhost:8080/**` (docker-compose.yml).
 */
function isSiteOrArea(target: URL, site: URL): boolean {
  if (target.origin === site.origin) return true;
  if (target.protocol !== site.protocol || target.port !== site.port) return false;
  const label = target.hostname.slice(0, -(site.hostname.length + 1));
  return (
    target.hostname.endsWith(`.${site.hostname}`) && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label)
  );
}

/**
 * `redirect_to` is honoured only under the configured site URL (its origin or an area host of
 * it, path inside the site's path); anything else falls back to the site URL, as GoTrue does
 * with its allow list.
 */
export function safeRedirect(requested: string | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const site = new URL(siteUrl);
    const target = new URL(requested);
    const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
    const inside = target.pathname === site.pathname || target.pathname.startsWith(sitePath);
    return isSiteOrArea(target, site) && inside ? target.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** GoTrue's check: the HTML5 e-mail address syntax (a local part of atext, a dotted host). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function assertEmail(email: string | undefined): string {
  if (!email || !EMAIL_PATTERN.test(email.trim()) || email.length > 255) {
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email.trim().toLowerCase();
}

/** An optional string field: auth-js sends `null` for unset options (e.g. code_challenge). */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
