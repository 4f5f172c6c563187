import { Hono } from 'hono';
import type { StackContext } from '../context.js';
import { publicJwks } from '../jwt.js';
import { keyedCodeHash } from './code-hash.js';
import type { AuthDeps } from './deps.js';
import { errorResponse, notFound, toAuthError } from './errors.js';
import type { AuthEnv } from './guard.js';
import { hostileBodyMiddleware } from './hostile-body.js';
import { createRateLimiter } from './rate-limit.js';
import { clientAddressMiddleware } from './request.js';
import { adminRoutes } from './routes/admin.js';
import { emailFlowRoutes } from './routes/email-flows.js';
import { mfaRoutes } from './routes/mfa.js';
import { recoveryRoutes } from './routes/recovery.js';
import { signupRoutes } from './routes/signup.js';
import { tokenRoutes } from './routes/token.js';
import { unsupportedRoutes } from './routes/unsupported.js';
import { userRoutes } from './routes/user.js';
import { resolveAuthSettings } from './settings.js';

/**
 * `/auth/v1`: the GoTrue-compatible subset this product uses (see README.md
 * beside this file). Settings are resolved once, at start: defaults,
 * supabase/config.toml, AUTH_* env, then `ctx.config.auth`.
 */
export function createAuthApp(ctx: StackContext): Hono<AuthEnv> {
  const settings = resolveAuthSettings(ctx.config.repoRoot, process.env, ctx.config.auth);
  const deps: AuthDeps = {
    ctx,
    settings,
    limiter: createRateLimiter(),
    codeHash: keyedCodeHash(ctx.config.jwtSecret),
  };
  const app = new Hono<AuthEnv>();
  app.onError((error, c) => errorResponse(c, toAuthError(error)));
  app.use('*', clientAddressMiddleware(settings));
  app.use('*', hostileBodyMiddleware());
  app.notFound((c) => errorResponse(c, notFound('not_found', 'Not found')));

  app.get('/health', (c) =>
    c.json({ version: 'local-stack', name: 'GoTrue', description: 'CSAN local-stack auth' }),
  );
  app.get('/.well-known/jwks.json', (c) => c.json(publicJwks(ctx.config.jwtSecret)));
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: settings.anonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.route('/', signupRoutes(deps));
  app.route('/', tokenRoutes(deps));
  app.route('/', userRoutes(deps));
  // Before recovery: its /verify handlers pass recovery links and codes on to recovery's.
  app.route('/', emailFlowRoutes(deps));
  app.route('/', recoveryRoutes(deps));
  app.route('/', mfaRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', unsupportedRoutes());
  return app;
}
