import type { StackContext } from '../context.js';
import type { CodeHash } from './code-hash.js';
import type { RateLimiter } from './rate-limit.js';
import type { AuthSettings } from './settings.js';

/** What every /auth/v1 route is built from. */
export interface AuthDeps {
  /** Read `ctx.config` per request: the stack fills in apiUrl after it starts listening. */
  ctx: StackContext;
  settings: AuthSettings;
  limiter: RateLimiter;
  /** The keyed hash of e-mailed codes and the links that carry them (code-hash.ts). */
  codeHash: CodeHash;
}
