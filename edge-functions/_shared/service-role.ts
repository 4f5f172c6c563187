import { HttpError } from './http.ts';

/** Constant-time comparison, so the key cannot be guessed a character at a time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * For the functions only the scheduler calls (pg_cron + pg_net in production, the local stack's
 * timers): 401 unless the bearer is the service-role key — the anon key and members' tokens,
 * though valid JWTs, are refused.
 */
export function requireServiceRole(req: Request, serviceRoleKey: string, refusal: string): void {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(token, serviceRoleKey)) throw new HttpError(401, refusal);
}
