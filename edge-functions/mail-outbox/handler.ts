import { z } from 'zod';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  mailEnv,
  siteEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, json, readScheduledBody, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { MAIL_TEMPLATES } from '../_shared/mail-templates/registry.ts';
import { requireServiceRole } from '../_shared/service-role.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { BATCH_SIZE, drainOutbox } from './drain.ts';

const env = { ...supabaseEnv, ...mailEnv, ...siteEnv };

const body = z.object({ batch_size: z.number().int().min(1).max(100).optional() });

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
    requireServiceRole(
      req,
      config.SUPABASE_SERVICE_ROLE_KEY,
      'Only the service role drains the mail outbox',
    );
    const { batch_size } = await readScheduledBody(
      req,
      body,
      'batch_size is a whole number from 1 to 100',
    );
    const result = await drainOutbox(
      { service, mailer, siteUrl: config.SITE_URL, fetch: deps.fetch, templates: MAIL_TEMPLATES },
      batch_size ?? BATCH_SIZE,
    );
    return json(result);
  });
}
