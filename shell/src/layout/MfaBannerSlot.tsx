/**
 * Where the MFA deadline banner goes (spec "MFA banner": 'MFA Setup Required Today' /
 * 'in N Day(s)', 'Set Up MFA Now' → /account). The auth issue renders it from the MFA
 * deadline state in shared-auth; until then there is no deadline to show.
 */
export function MfaBannerSlot() {
  return null;
}
