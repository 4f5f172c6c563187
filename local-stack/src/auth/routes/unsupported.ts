import { Hono } from 'hono';
import { AuthError } from '../errors.js';
import type { AuthEnv } from '../guard.js';

/**
 * GoTrue features the local stack does not implement. Each answers the JSON error GoTrue gives
 * when the feature is disabled, so auth-js reports an AuthApiError with a code the caller can
 * act on instead of failing to parse a text body.
 */
export const UNSUPPORTED_AUTH_ROUTES: readonly {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ALL';
  path: string;
  status: 400 | 404 | 422;
  code: string;
  message: string;
}[] = [
  // OAuth / social providers (signInWithOAuth redirects to /authorize).
  {
    method: 'ALL',
    path: '/authorize',
    status: 400,
    code: 'provider_disabled',
    message: 'Unsupported provider: provider is not enabled',
  },
  {
    method: 'ALL',
    path: '/callback',
    status: 400,
    code: 'provider_disabled',
    message: 'Unsupported provider: provider is not enabled',
  },
  // SSO / SAML.
  {
    method: 'ALL',
    path: '/sso',
    status: 404,
    code: 'saml_provider_disabled',
    message: 'SAML 2.0 is disabled',
  },
  {
    method: 'ALL',
    path: '/sso/*',
    status: 404,
    code: 'saml_provider_disabled',
    message: 'SAML 2.0 is disabled',
  },
  {
    method: 'ALL',
    path: '/admin/sso/*',
    status: 404,
    code: 'saml_provider_disabled',
    message: 'SAML 2.0 is disabled',
  },
  // Passkeys / WebAuthn.
  {
    method: 'ALL',
    path: '/passkeys/*',
    status: 422,
    code: 'mfa_webauthn_enroll_not_enabled',
    message: 'Passkeys are not supported by the local stack',
  },
  // OAuth 2.1 server (clients, consent).
  {
    method: 'ALL',
    path: '/oauth/*',
    status: 404,
    code: 'oauth_provider_not_supported',
    message: 'The OAuth 2.1 server is not supported by the local stack',
  },
  {
    method: 'ALL',
    path: '/admin/oauth/*',
    status: 404,
    code: 'oauth_provider_not_supported',
    message: 'The OAuth 2.1 server is not supported by the local stack',
  },
  // Phone / SMS.
  {
    method: 'POST',
    path: '/sms',
    status: 400,
    code: 'phone_provider_disabled',
    message: 'Unsupported phone provider',
  },
];

/** Mounted last: the explicit answers of UNSUPPORTED_AUTH_ROUTES. */
export function unsupportedRoutes(): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  for (const route of UNSUPPORTED_AUTH_ROUTES) {
    const methods =
      route.method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] : [route.method];
    app.on(methods, route.path, () => {
      throw new AuthError(route.status, route.code, route.message);
    });
  }
  return app;
}
