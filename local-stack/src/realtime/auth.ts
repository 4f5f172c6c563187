import { decodeJwt, errors } from 'jose';
import { type Claims, verifyJwt } from '../jwt.js';

/** A token Realtime refuses: `code` is the log code its join errors start with. */
export class TokenError extends Error {
  constructor(
    readonly code: 'InvalidJWTToken' | 'MalformedJWT' | 'JwtSignatureError',
    message: string,
  ) {
    super(message);
  }
}

export interface VerifiedToken {
  claims: Claims;
  role: string;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * Verifies a token as Realtime's ChannelsAuthorization does: a valid signature, then `role` and
 * `exp` required, then not expired (with its "Token has expired N seconds ago" message).
 */
export async function verifyToken(token: string, secret: string): Promise<VerifiedToken> {
  const cleaned = token.replace(/\s/g, '');
  let claims: Claims;
  try {
    claims = await verifyJwt(cleaned, secret);
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number(decodeJwt(cleaned).exp);
      const ago = Math.floor(Date.now() / 1000) - exp;
      throw new TokenError('InvalidJWTToken', `Token has expired ${ago} seconds ago`);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed)
      throw new TokenError('JwtSignatureError', 'Failed to validate JWT signature');
    throw new TokenError('MalformedJWT', 'The token provided is not a valid JWT');
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    throw new TokenError('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  if (claims.exp <= Math.floor(Date.now() / 1000))
    throw new TokenError('InvalidJWTToken', `Token has expired 0 seconds ago`);
  return { claims, role: claims.role, exp: claims.exp };
}

/** The HTTP answer to a refused websocket handshake (Realtime's UserSocket.handle_error). */
export function handshakeError(error: unknown): { status: number; message: string } {
  if (!(error instanceof TokenError))
    return { status: 500, message: 'Error connecting to Realtime' };
  if (error.message.startsWith('Token has expired'))
    return { status: 401, message: 'Token has expired' };
  return { status: 401, message: error.message };
}
