import { invokeFunction, unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../../../api/db';
import { skillupKeys } from '../../../api/keys';
import type { Certificate } from '../../../api/types';

/** The learner's own certificates (RLS: own rows), newest first. */
export async function fetchCertificates(): Promise<Certificate[]> {
  const db = await skillupDb();
  return unwrap(
    await db
      .from('skillup_certificates')
      .select(
        'id, code, course_id, pathway_id, holder_name, title, cpe_hours, issued_at, expires_at, revoked_at',
      )
      .order('issued_at', { ascending: false }),
  ) as Certificate[];
}

export function useCertificatesQuery() {
  return useQuery({ queryKey: skillupKeys.certificates(), queryFn: fetchCertificates });
}

/** The Open Badges 3.0 credential of a certificate, signed by the society's key (a VC-JWT). */
export function fetchCredential(code: string): Promise<{ jwt: string; credential: unknown }> {
  return invokeFunction<{ jwt: string; credential: unknown }>('skillup-credential', {
    body: { code },
  });
}
