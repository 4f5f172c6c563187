import { importJWK, type JWK } from 'jose';
import { z } from 'zod';

/**
 * The society's key for SkillUp's Open Badges 3.0 credentials: secret SKILLUP_SIGNING_KEY, a
 * private P-256 JWK as JSON with a `kid` ({"kty":"EC","crv":"P-256","x","y","d","kid"}). The
 * local stack passes a fixed development key (local-stack/src/functions/env.ts); production
 * sets its own (`supabase secrets set SKILLUP_SIGNING_KEY=...`). Rotating: publish the new key
 * under a new kid; credentials signed with the old one verify only while it stays in the JWKS.
 */
export const skillupKeyEnv = {
  SKILLUP_SIGNING_KEY: z
    .string()
    .min(1)
    .refine((value) => privateJwk.safeParse(safeJson(value)).success, 'a private P-256 JWK'),
};

const privateJwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1).max(100),
});

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export const SKILLUP_ALG = 'ES256';

/** The public half as published in the JWKS (never `d`). */
export function publicJwk(secret: string): JWK {
  const { kty, crv, x, y, kid } = privateJwk.parse(JSON.parse(secret));
  return { kty, crv, x, y, kid, alg: SKILLUP_ALG, use: 'sig' };
}

export async function signingKey(secret: string) {
  const jwk = privateJwk.parse(JSON.parse(secret));
  return { key: await importJWK({ ...jwk, alg: SKILLUP_ALG }, SKILLUP_ALG), kid: jwk.kid };
}
