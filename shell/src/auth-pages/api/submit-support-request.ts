import { loadSupabase } from '@csan/shared-auth';
import { errorInfo } from '../lib/errors';
import { authText } from './auth-text';

export type SupportRequest = {
  userId: string;
  requestType: string;
  description: string;
  /** null when the field was left empty (spec). */
  contactMethod: string | null;
};

/**
 * The database refuses a member's request beyond this many unresolved ones with SQLSTATE
 * PT429 (supabase/migrations/*_mfa_support_requests.sql).
 */
export const OPEN_REQUEST_LIMIT = 5;
const TOO_MANY_OPEN = 'PT429';

/**
 * Inserts the request; only an error is read from the answer (admins alone read the table).
 * The open-request cap gets a translated message; other failures keep the server's (spec).
 */
export async function submitSupportRequest(
  request: SupportRequest,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const client = await loadSupabase();
  const { error } = await client.from('mfa_support_requests').insert({
    user_id: request.userId,
    request_type: request.requestType,
    description: request.description,
    contact_method: request.contactMethod,
  });
  if (!error) return { ok: true };
  const info = errorInfo(error);
  if (info.code === TOO_MANY_OPEN) {
    return { ok: false, message: authText('support.tooManyOpen', { limit: OPEN_REQUEST_LIMIT }) };
  }
  return { ok: false, message: info.message };
}
