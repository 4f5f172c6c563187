/**
 * What the edge runtime's main service decides before a function runs:
 * which folder a request is for, and whether it must carry a valid JWT.
 * Kong strips `/functions/v1`, so requests arrive as `/<function-name>/…`.
 */

/** A function folder name; `_shared` and `main` itself are never served. */
const FUNCTION_NAME = /^[a-z0-9][a-z0-9-]*$/;
const NOT_A_FUNCTION = new Set(['main']);

/**
 * Functions deployed with `verify_jwt = false` (supabase/config.toml
 * `[functions.<name>]`): they authenticate the caller themselves.
 * paystack-webhook: Paystack sends no JWT; the x-paystack-signature is checked.
 */
export const NO_JWT_FUNCTIONS: ReadonlySet<string> = new Set(['paystack-webhook', 'skillup-jwks']);

/** The function a path names, or undefined (no name, a traversal, `_shared`, `main`). */
export function functionNameOf(pathname: string): string | undefined {
  const name = pathname.split('/')[1] ?? '';
  return FUNCTION_NAME.test(name) && !NOT_A_FUNCTION.has(name) ? name : undefined;
}

/** `Authorization: Bearer <token>` → the token; anything else → undefined. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
}

/** Variables a function's worker gets: everything but the OS's and the router's own. */
const NOT_FOR_WORKERS = new Set(['HOME', 'HOSTNAME', 'PATH', 'PWD', 'JWT_SECRET', 'VERIFY_JWT']);

export function workerEnv(env: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(env).filter(([name]) => !NOT_FOR_WORKERS.has(name));
}
