import { z } from 'zod';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  mailEnv,
  siteEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, hostileJsonProblem, json, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { MAIL_TEMPLATES } from '../_shared/mail-templates/registry.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { BATCH_SIZE, drainOutbox } from './drain.ts';

const env = { ...supabaseEnv, ...mailEnv, ...siteEnv };

const body = z.object({ batch_size: z.number().int().min(1).max(100).optional() });

/** Constant-time comparison, so the key cannot be guessed a character at a time. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** An empty body (pg_net's '{}' or nothing at all) means the defaults. */
async function readBody(req: Request): Promise<z.infer<typeof body>> {
  const text = await req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  const problem = hostileJsonProblem(value);
  if (problem) throw new HttpError(400, problem);
  const parsed = body.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'batch_size is a whole number from 1 to 100');
  return parsed.data;
}

/**
 * POST by the service role only (pg_cron + pg_net in production, the local stack's timer):
 * sends the due rows of public.mail_outbox (docs/mail.md). → { sent, retried, failed }.
 * 401 without the service-role key (the anon key or a member's token is refused).
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  const service = createServiceClient(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(token, config.SUPABASE_SERVICE_ROLE_KEY))
      throw new HttpError(401, 'Only the service role drains the mail outbox');
    const { batch_size } = await readBody(req);
    const result = await drainOutbox(
      { service, mailer, siteUrl: config.SITE_URL, fetch: deps.fetch, templates: MAIL_TEMPLATES },
      batch_size ?? BATCH_SIZE,
    );
    return json(result);
  });
}
