import { z } from 'zod';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, json, readScheduledBody, withHttp } from '../_shared/http.ts';
import { requireServiceRole } from '../_shared/service-role.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { sweepOrphans } from './sweep.ts';

const body = z.object({ max_rows: z.number().int().min(1).max(1000).optional() });

/**
 * POST by the service role only (pg_cron + pg_net in production, the local stack's timer):
 * removes stored files whose assessment or advisory is gone — deleted by its owner or with a
 * member's account (docs/member-data.md). → { removed, failed }. 401 without the service-role key.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  const service = createServiceClient(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    requireServiceRole(
      req,
      config.SUPABASE_SERVICE_ROLE_KEY,
      'Only the service role sweeps stored files',
    );
    const { max_rows } = await readScheduledBody(
      req,
      body,
      'max_rows is a whole number from 1 to 1000',
    );
    return json(await sweepOrphans(service, max_rows ?? 200));
  });
}
