import { SignJWT } from 'jose';
import { z } from 'zod';
import { type FunctionDeps, type Handler, loadEnv, siteEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { publicJwk, SKILLUP_ALG, signingKey, skillupKeyEnv } from '../_shared/skillup-key.ts';
import { createUserClient } from '../_shared/supabase.ts';
import { type CertificateRow, openBadgeCredential, skillupUrlOf } from './credential.ts';

export const credentialPayload = z.object({
  code: z
    .string({ error: 'Certificate code is required' })
    .trim()
    .toUpperCase()
    .regex(/^CSAN-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'Not a certificate code'),
});

const env = {
  ...supabaseEnv,
  ...siteEnv,
  ...skillupKeyEnv,
  /** The SkillUp host's origin; by default `skillup.` + SITE_URL's host. */
  SKILLUP_URL: z.url().optional(),
};

export const messages = {
  notFound: 'No certificate of yours has this code',
  revoked: 'This certificate was revoked',
} as const;

/**
 * POST { code } by a signed-in member → { jwt, credential }: the certificate as an Open Badges
 * 3.0 credential signed with the society's key (ES256; header kid and public jwk, the key also
 * at /functions/v1/skillup-jwks). The certificate is read AS the caller, so RLS decides: the
 * holder (or an admin) gets it, anyone else 404 as for an unknown code. 409 when revoked; 401
 * signed out; 403 at aal1 with a factor; 400 for a malformed code.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const issuer = {
    siteUrl: new URL(config.SITE_URL).origin,
    skillupUrl: config.SKILLUP_URL
      ? new URL(config.SKILLUP_URL).origin
      : skillupUrlOf(config.SITE_URL),
  };
  const jwk = publicJwk(config.SKILLUP_SIGNING_KEY);
  const keyPromise = signingKey(config.SKILLUP_SIGNING_KEY);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const client = createUserClient(config, req, deps.fetch);
    await requireMember(client, req);
    const { code } = await readJson(req, credentialPayload);

    const { data, error } = await client
      .from('skillup_certificates')
      .select(
        'id, code, user_id, course_id, pathway_id, holder_name, title, cpe_hours, issued_at, expires_at, revoked_at',
      )
      .eq('code', code)
      .maybeSingle<CertificateRow>();
    if (error) throw new Error(`reading the certificate failed: ${error.message}`);
    if (!data) throw new HttpError(404, messages.notFound);
    if (data.revoked_at) throw new HttpError(409, messages.revoked, { code: 'revoked' });

    let slug: string | null = null;
    if (data.course_id) {
      const course = await client
        .from('skillup_courses')
        .select('slug')
        .eq('id', data.course_id)
        .maybeSingle<{ slug: string }>();
      slug = course.data?.slug ?? null;
    }
    const { credential, claims } = openBadgeCredential(data, issuer, slug);
    const { key, kid } = await keyPromise;
    const jwt = await new SignJWT({ ...credential, ...claims })
      .setProtectedHeader({ alg: SKILLUP_ALG, typ: 'JWT', kid, jwk: publicJwkOnly(jwk) })
      .sign(key);
    return json({ jwt, credential });
  });
}

/** The header's jwk: the key material only (a JWS header's jwk carries no private member). */
function publicJwkOnly(jwk: ReturnType<typeof publicJwk>) {
  const { kty, crv, x, y } = jwk;
  return { kty: kty as string, crv: crv as string, x: x as string, y: y as string };
}
