import { supabaseClient } from '../lib/client';
import { errorInfo } from '../lib/errors';

export type SupportRequest = {
  userId: string;
  requestType: string;
  description: string;
  /** null when the field was left empty (spec). */
  contactMethod: string | null;
};

/** Inserts the request; only an error is read from the answer (admins alone read the table). */
export async function submitSupportRequest(
  request: SupportRequest,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const client = await supabaseClient();
  const { error } = await client.from('mfa_support_requests').insert({
    user_id: request.userId,
    request_type: request.requestType,
    description: request.description,
    contact_method: request.contactMethod,
  });
  return error ? { ok: false, message: errorInfo(error).message } : { ok: true };
}
