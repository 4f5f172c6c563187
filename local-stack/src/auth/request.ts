import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { z } from 'zod';
import { AuthError, badRequest } from './errors.js';

/**
 * The caller's IP as GoTrue sees it behind its gateway: the first
 * X-Forwarded-For entry, else the socket's address.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // Not served by @hono/node-server (e.g. app.request() in a unit test).
    return '127.0.0.1';
  }
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
 * `redirect_to` is honoured only under the configured site URL (same origin,
 * path inside the site's path); anything else falls back to the site URL, as
 * GoTrue does with its allow list.
 */
export function safeRedirect(requested: string | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const site = new URL(siteUrl);
    const target = new URL(requested);
    const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
    const inside = target.pathname === site.pathname || target.pathname.startsWith(sitePath);
    return target.origin === site.origin && inside ? target.toString() : siteUrl;
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
