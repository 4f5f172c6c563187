/**
 * Paystack signs every webhook: `x-paystack-signature` is the hex HMAC-SHA512
 * of the RAW request body, keyed with the secret key. Web Crypto only, so the
 * same code runs in Deno (Supabase) and Node (the local stack, tests).
 */

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    [usage],
  );
}

/** The hex signature Paystack would send for `rawBody` (the local provider and tests sign with it). */
export async function paystackSignature(secret: string, rawBody: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(rawBody),
  );
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** 128 hex characters → 64 bytes; anything else is not a SHA-512 signature. */
function hexBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[0-9a-f]{128}$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(64);
  for (let i = 0; i < 64; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * True when `signature` is the body's HMAC. `crypto.subtle.verify` compares in
 * constant time, so the check leaks nothing about how much of a forgery matched.
 */
export async function isValidPaystackSignature(
  secret: string,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  const bytes = signature ? hexBytes(signature.trim()) : undefined;
  if (!bytes) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    bytes,
    encoder.encode(rawBody),
  );
}
