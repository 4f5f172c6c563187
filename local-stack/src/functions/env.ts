import type { StackContext } from '../context.js';
import { DEV_MAIL_API_KEY } from '../dev/mail-api.js';

/** A fixed Paystack test key for the dev provider (never a real key). */
export const LOCAL_PAYSTACK_SECRET_KEY = 'sk_test_local_csan_dev_provider';

/**
 * The secrets Supabase would inject (`supabase secrets set`), pointed at the
 * stack's own services. Read per call: the API URL is known only once the
 * server listens.
 */
export function functionEnv(ctx: StackContext): Record<string, string> {
  const apiUrl = ctx.config.apiUrl;
  return {
    SUPABASE_URL: apiUrl,
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    SITE_URL: ctx.config.siteUrl,
    MAIL_API_URL: `${apiUrl}/_dev/resend`,
    MAIL_API_KEY: DEV_MAIL_API_KEY,
    MAIL_FROM: 'CSAN Portal <no-reply@csan.localhost>',
    SOCIETY_INBOX: 'inbox@csan.localhost',
    PAYSTACK_SECRET_KEY: LOCAL_PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: `${apiUrl}/_dev/paystack`,
  };
}
