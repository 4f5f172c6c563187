import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { resolveClientAddress } from '../auth/request.js';

/** The socket's peer (`::ffff:1.2.3.4` as 1.2.3.4); loopback outside @hono/node-server. */
export function peerAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address ?? '127.0.0.1';
    return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4
      ? address.slice(7)
      : address;
  } catch {
    return '127.0.0.1';
  }
}

/**
 * The X-Forwarded-For the database sees (`request.headers`), as the platform's gateway passes
 * it on: ending with the client the gateway saw. The stack is that gateway, so the value is the
 * one client it resolved (the header is believed only from a trusted proxy, as for auth); SQL
 * reads the last hop (`public.request_client_address()`), so a client cannot pose as another.
 */
export function forwardedForDatabase(
  c: Context,
  sent: string | undefined,
  trustedProxies: readonly string[],
): string {
  return resolveClientAddress(peerAddress(c), sent, trustedProxies);
}
