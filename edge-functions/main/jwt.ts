/**
 * The check Supabase's gateway makes when a function has verify_jwt on: an
 * HS256 JWT (the anon/service keys, a member's session) signed with the
 * project's JWT_SECRET and not expired. Web Crypto only, so it runs in the
 * edge runtime and in Node (tests).
 */

const encoder = new TextEncoder();

/** base64url → bytes; undefined when it is not base64url. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

function jsonObject(part: string): Record<string, unknown> | undefined {
  const bytes = base64UrlBytes(part);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True for an HS256 JWT signed with `secret` whose `exp` (if any) is still ahead. */
export async function isValidHs256Jwt(
  token: string,
  secret: string,
  nowSeconds: number = Date.now() / 1000,
): Promise<boolean> {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length)
    return false;
  // Only HS256: never let the token choose a weaker or asymmetric algorithm.
  if (jsonObject(header)?.alg !== 'HS256') return false;
  const claims = jsonObject(payload);
  const mac = base64UrlBytes(signature);
  if (!claims || !mac) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // Constant-time comparison inside Web Crypto.
  const signed = await crypto.subtle.verify(
    'HMAC',
    key,
    mac,
    encoder.encode(`${header}.${payload}`),
  );
  if (!signed) return false;
  return typeof claims.exp !== 'number' || claims.exp > nowSeconds;
}
