import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';

/** The 6-digit code of `secret` now (or `offsetSeconds` away), GoTrue's parameters. */
export function codeFor(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

const lastStep = new Map<string, number>();

/**
 * A code of `secret` the stack has not accepted yet: each factor takes a time step once (a used
 * code is refused in every session), and accepts the step before and after the current one,
 * so this hands out steps in order, from the previous one on, and when three were used within
 * one 30-second window waits (blocking) for the next. Tracked per secret in this process.
 */
export function freshCode(secret: string): string {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const step = Math.max((lastStep.get(secret) ?? Number.NEGATIVE_INFINITY) + 1, current - 1);
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return codeFor(secret, (step - current) * 30);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, (current + 1) * 30_000 - now + 50);
  }
}

/** A code valid at none of the accepted steps (now, ±30 s). */
export function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((s) => codeFor(secret, s)));
  let code = 100000;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

/** Enrolls a TOTP factor and verifies it, leaving `supabase` at aal2; returns id and secret. */
export async function enrollVerified(supabase: SupabaseClient) {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  if (error || !data) throw error ?? new Error('no enrollment');
  const verified = await verifyWith(supabase, data.id, freshCode(data.totp.secret));
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret: data.totp.secret };
}

/** A fresh challenge, then verify with `code`. */
export async function verifyWith(supabase: SupabaseClient, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data) throw challenge.error ?? new Error('no challenge');
  return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}
