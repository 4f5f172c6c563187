import type { ApiRole, Claims } from '@csan/local-stack/jwt.ts';

/** Fixed ids of the seeded accounts (supabase/seed.sql). */
export const userIds = {
  admin: '00000000-0000-4000-8000-000000000001',
  student: '00000000-0000-4000-8000-000000000002',
  professional: '00000000-0000-4000-8000-000000000003',
  corporate: '00000000-0000-4000-8000-000000000004',
  partner: '00000000-0000-4000-8000-000000000005',
  lockedout: '00000000-0000-4000-8000-000000000006',
} as const;

export type SeededUser = keyof typeof userIds;

export interface Actor {
  name: ActorName;
  role: ApiRole;
  claims: Claims;
  /** The auth user id, null for anon. */
  userId: string | null;
}

function signedIn(name: ActorName, user: SeededUser, aal: 'aal1' | 'aal2'): Actor {
  const sub = userIds[user];
  return {
    name,
    role: 'authenticated',
    userId: sub,
    claims: { sub, role: 'authenticated', aal, email: `${user}@csan.test`, aud: 'authenticated' },
  };
}

/** Everyone the RLS matrix is proven for: JWT claims as GoTrue would issue them. */
export const actors = {
  anon: { name: 'anon', role: 'anon', userId: null, claims: { role: 'anon' } },
  student: signedIn('student', 'student', 'aal1'),
  professional: signedIn('professional', 'professional', 'aal1'),
  corporate: signedIn('corporate', 'corporate', 'aal1'),
  // The partner has a verified factor: an aal2 session.
  partner: signedIn('partner', 'partner', 'aal2'),
  // The same member signed in with the password alone: the MFA code step is still owed.
  partnerAal1: signedIn('partnerAal1', 'partner', 'aal1'),
  lockedout: signedIn('lockedout', 'lockedout', 'aal1'),
  admin: signedIn('admin', 'admin', 'aal2'),
  adminAal1: signedIn('adminAal1', 'admin', 'aal1'),
} satisfies Record<string, Actor>;

export type ActorName =
  | 'anon'
  | 'student'
  | 'professional'
  | 'corporate'
  | 'partner'
  | 'partnerAal1'
  | 'lockedout'
  | 'admin'
  | 'adminAal1';

export const allActors: Actor[] = Object.values(actors);

/**
 * Users with a verified factor in an aal1 session (the seeded admin has a factor too): to the
 * database they are visitors until the code step is passed, so no member-owned row or file, and
 * nothing only members or admins read, is theirs to read or write.
 */
export const factorAtAal1: ActorName[] = ['partnerAal1', 'adminAal1'];
export const signedInActors: ActorName[] = allActors
  .filter((a) => a.role === 'authenticated')
  .map((a) => a.name);
