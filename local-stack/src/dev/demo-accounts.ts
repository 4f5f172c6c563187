/**
 * The seeded demo accounts a newcomer signs in with (supabase/seed.sql is the source; the test
 * beside this file fails when the two disagree). Local seed only: never a production secret.
 */
export const DEMO_PASSWORD = 'CsanDemo!2026';

export const DEMO_LOGINS = [
  'admin@csan.test',
  'student@csan.test',
  'professional@csan.test',
  'corporate@csan.test',
  'partner@csan.test',
  'lockedout@csan.test',
  // SkillUp's course author (role instructor, no TOTP factor).
  'instructor@csan.test',
  // intel. (issue 28): the analyst, a Gh-CERT member, the bank SOC's focal point.
  'analyst@csan.test',
  'responder@csan.test',
  'bank.soc@csan.test',
] as const;

/** The demo accounts that have a verified TOTP factor, and its base32 secret. */
export const DEMO_TOTP_SECRETS = {
  'admin@csan.test': 'MHCZNLFPXEQLCZ6YTQOCZRG3WWIXIAMD',
  'partner@csan.test': 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4',
  'analyst@csan.test': 'KRUGS4ZANFXHIZLMEBQW4YLMPFZXIM3B',
  'responder@csan.test': 'ONSWG5LSNF2HSIDSMVZXA33OMRSXEMRQ',
  'bank.soc@csan.test': 'MJQW423TN5RWGY3TMFXGKMZUGQ2DINBU',
} as const;
