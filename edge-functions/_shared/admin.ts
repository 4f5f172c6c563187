import type { SupabaseClient } from '@supabase/supabase-js';
import { type Caller, requireCaller } from './caller.ts';
import { HttpError } from './http.ts';

export const ADMIN_ONLY_MESSAGE = 'Only administrators can do this';
export const ADMIN_NEEDS_MFA_MESSAGE =
  'Verify your authenticator code (MFA) in this session before making admin changes';

/** The `aal` claim of a bearer token the auth server has already accepted. */
function bearerAal(req: Request): string | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims?.aal === 'string' ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The caller, if they are an admin in an aal2 session: the database's rule for
 * admin writes (restrictive RLS), checked up front so the answer is a clear 403
 * rather than an update that silently touches no row. 401 when not signed in.
 */
export async function requireAdminAal2(service: SupabaseClient, req: Request): Promise<Caller> {
  const caller = await requireCaller(service, req);
  const { data, error } = await service.rpc('has_role', { _user_id: caller.id, _role: 'admin' });
  if (error) throw new Error(`has_role failed: ${error.message}`);
  if (data !== true) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  if (bearerAal(req) !== 'aal2') throw new HttpError(403, ADMIN_NEEDS_MFA_MESSAGE);
  return caller;
}
