import type { StackContext } from '../context.js';
import { DEV_MAIL_API_KEY } from '../dev/mail-api.js';

/** A fixed Paystack test key for the dev provider (never a real key). */
export const LOCAL_PAYSTACK_SECRET_KEY = 'sk_test_local_csan_dev_provider';

/**
 * SkillUp's development signing key (a P-256 private JWK) for the Open Badges credentials: local
 * stack only, published in this repository, so never a production key. SKILLUP_SIGNING_KEY in
 * the environment wins.
 */
export const LOCAL_SKILLUP_SIGNING_KEY = JSON.stringify({
  kty: 'EC',
  crv: 'P-256',
  x: 'UlM1Wsxt5RmjPfC2xs5LRqEsXm6DMnCff_SCzWGRy8c',
  y: 'AOlPk-9oFmGeu3VFOdwVzP3wogKi6Lq23l4xINYwMjo',
  d: 'ie_TT2lJdDkX961hGHYePevaMGZe5YK8cUMs7dcQPZw',
  kid: 'csan-skillup-dev-1',
});

/** What the env is built from: the stack's settings and API keys. */
type FunctionEnvContext = Pick<StackContext, 'config' | 'keys'>;

/** Paystack's own API: where a real key set in the environment is used. */
const PAYSTACK_API_URL = 'https://api.paystack.co';

/**
 * PAYSTACK_SECRET_KEY / PAYSTACK_BASE_URL from the environment win (e.g. a real
 * `sk_test_…` key for Paystack's test mode); otherwise the stack's dev provider.
 * A real key only works against Paystack, so a key without a base URL means
 * Paystack's API, not the dev provider (which accepts only its own key).
 */
function paystackEnv(ctx: FunctionEnvContext): {
  PAYSTACK_SECRET_KEY: string;
  PAYSTACK_BASE_URL: string;
} {
  const { secretKey, baseUrl } = ctx.config.paystack;
  const devProvider = `${ctx.config.apiUrl}/_dev/paystack`;
  return {
    PAYSTACK_SECRET_KEY: secretKey ?? LOCAL_PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: baseUrl ?? (secretKey ? PAYSTACK_API_URL : devProvider),
  };
}

/**
 * The secrets Supabase would inject (`supabase secrets set`), pointed at the
 * stack's own services. Read per call: the API URL is known only once the
 * server listens.
 */
export function functionEnv(ctx: FunctionEnvContext): Record<string, string> {
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
    RD_TEAM_INBOX: 'rd@csan.localhost',
    SKILLUP_SIGNING_KEY: process.env.SKILLUP_SIGNING_KEY || LOCAL_SKILLUP_SIGNING_KEY,
    ...paystackEnv(ctx),
  };
}
