import { type FunctionDeps, type Handler, loadEnv } from '../_shared/env.ts';
import { allowMethods, json, withHttp } from '../_shared/http.ts';
import { publicJwk, skillupKeyEnv } from '../_shared/skillup-key.ts';

/**
 * GET /functions/v1/skillup-jwks (no sign-in; verify_jwt = false): the public key that signs
 * SkillUp's Open Badges credentials, as a JWK Set → { keys: [{ kty, crv, x, y, kid, alg, use }] }.
 * A verifier matches the credential's `kid` here; nothing else about a certificate is read.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(skillupKeyEnv, deps.env);
  const body = { keys: [publicJwk(config.SKILLUP_SIGNING_KEY)] };
  return withHttp(async (req) => {
    allowMethods(req, 'GET');
    const response = json(body);
    response.headers.set('cache-control', 'public, max-age=3600');
    return response;
  });
}
