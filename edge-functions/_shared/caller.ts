import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

export const SIGN_IN_MESSAGE = 'Please sign in to continue';

export interface Caller {
  id: string;
  email: string | null;
}

/**
 * The signed-in member behind the request's Bearer token, checked by the auth
 * server (the gateway's verify_jwt also lets the anon key through, which is no user).
 */
export async function requireCaller(client: SupabaseClient, req: Request): Promise<Caller> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, SIGN_IN_MESSAGE);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, SIGN_IN_MESSAGE);
  return { id: data.user.id, email: data.user.email ?? null };
}
