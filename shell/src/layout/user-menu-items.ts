import { canAccessCorporateTeam, canAccessRdProjects } from '@csan/shared-auth';
import { REMOTE_ROUTES } from '../routes/paths';

/** One link of the signed-in user menu; `label` is a shell-namespace key. */
export type UserMenuItem = { value: string; to: string; label: string };

const R = REMOTE_ROUTES;

/**
 * The signed-in user menu: My Account, Membership, Member Directory for everyone;
 * Corporate Team and R&D Projects only with that access; Admin and Analytics only for admins.
 * Log out is not a link and is added by the menu itself.
 */
export function userMenuItems({
  tier,
  isAdmin,
}: {
  tier: string | null;
  isAdmin: boolean;
}): UserMenuItem[] {
  const who = { tier, isAdmin };
  return [
    { value: 'account', to: R.account.path, label: 'userMenu.account' },
    { value: 'membership', to: R.membership.path, label: 'userMenu.membership' },
    { value: 'member-directory', to: R.memberDirectory.path, label: 'userMenu.memberDirectory' },
    ...(canAccessCorporateTeam(who)
      ? [{ value: 'corporate-team', to: R.corporateTeam.path, label: 'userMenu.corporateTeam' }]
      : []),
    ...(canAccessRdProjects(who)
      ? [{ value: 'rd-projects', to: R.rdProjects.path, label: 'userMenu.rdProjects' }]
      : []),
    ...(isAdmin
      ? [
          { value: 'admin', to: R.admin.path, label: 'userMenu.admin' },
          { value: 'analytics', to: R.analytics.path, label: 'userMenu.analytics' },
        ]
      : []),
  ];
}

/** The avatar shows the first letter of full_name, else of the e-mail. */
export function avatarInitial(
  fullName: string | null | undefined,
  email: string | null | undefined,
) {
  const source = fullName?.trim() || email?.trim() || '?';
  return (Array.from(source)[0] ?? '?').toUpperCase();
}
