import type { Context } from 'hono';
import { clientIp } from './request.js';
import type { ClientInfo } from './sessions.js';

/** What auth.sessions records about the device (user agent and IP). */
export function clientInfo(c: Context): ClientInfo {
  return { userAgent: c.req.header('user-agent'), ip: clientIp(c) };
}
