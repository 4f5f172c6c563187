import type { MiddlewareHandler } from 'hono';
import { hostileJsonProblem } from '../limits/hostile-input.js';
import { AuthError } from './errors.js';

/**
 * Every /auth/v1 JSON body is refused with 400 validation_failed when it nests deeper than
 * MAX_NESTING (user metadata 20,000 deep overflowed the metadata checks) or holds a NUL
 * character anywhere (Postgres text cannot store one; bcrypt would end the password there).
 * Bodies that are not JSON are left to each route's own parsing and its bad_json answer.
 */
export function hostileBodyMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH') {
      const text = await c.req.text();
      let body: unknown;
      try {
        body = text.trim() ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const problem = hostileJsonProblem(body);
      if (problem) throw new AuthError(400, 'validation_failed', problem);
    }
    await next();
  };
}
