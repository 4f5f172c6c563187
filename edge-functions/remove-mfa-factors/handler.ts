import { z } from 'zod';
import { requireAdminAal2 } from '../_shared/admin.ts';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { createServiceClient } from '../_shared/supabase.ts';

/** What the admin console's "Remove authenticator" posts (MFA support, a lost device). */
export const removalPayload = z.object({
  userId: z.uuid({ error: 'Invalid user' }),
  supportRequestId: z.uuid({ error: 'Invalid support request' }).nullish(),
});

export const messages = {
  notFound: 'User not found',
  removed: (count: number) =>
    count === 1 ? 'Removed 1 authenticator' : `Removed ${count} authenticators`,
} as const;

/**
 * POST { userId, supportRequestId? } by an admin in an aal2 session → every authenticator
 * factor of that member is removed (their sessions drop to aal1; a fresh 7-day MFA deadline;
 * backup codes dropped), so they can enrol a new device → `{ ok, removed, message }`. Factors
 * live in the auth schema, which no browser may write: only this function, with the service
 * role, calls `admin_remove_mfa_factors`, which also writes the audit entry as the admin.
 * 401 signed out; 403 not an admin or not aal2; 404 unknown member.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  const service = createServiceClient(config, deps.fetch);

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const admin = await requireAdminAal2(service, req);
    const input = await readJson(req, removalPayload);
    const { data, error } = await service.rpc('admin_remove_mfa_factors', {
      target_user_id: input.userId,
      acting_admin_id: admin.id,
      support_request_id: input.supportRequestId ?? null,
    });
    if (error?.code === 'P0002') throw new HttpError(404, messages.notFound);
    if (error) throw new Error(`admin_remove_mfa_factors failed: ${error.message}`);
    const removed = typeof data === 'number' ? data : 0;
    return json({ ok: true, removed, message: messages.removed(removed) });
  });
}
