import { unwrap } from '@csan/shared-auth';
import { skillupDb } from '../../../api/db';
import type { Verification } from '../../../api/types';

/** The code as typed or scanned, in its canonical form (`csan-fir1-2026` → `CSAN-FIR1-2026`). */
export const normaliseCode = (code: string) =>
  code.trim().toUpperCase().replace(/\s+/g, '').slice(0, 40);

/** What the database states about a code (anyone may ask; an unknown code says only so). */
export async function verifyCertificate(code: string): Promise<Verification> {
  const db = await skillupDb();
  return unwrap(await db.rpc('skillup_verify_certificate', { p_code: code })) as Verification;
}

/** An admin revokes a certificate with a reason (aal2; audited by the database). */
export async function revokeCertificate(code: string, reason: string): Promise<void> {
  const db = await skillupDb();
  unwrap(await db.rpc('skillup_revoke_certificate', { p_code: code, p_reason: reason }));
}
