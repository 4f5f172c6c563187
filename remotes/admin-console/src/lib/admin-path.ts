import { paths } from '@csan/shared-auth/paths';

/**
 * The address of a dashboard page: `/admin`, `/admin/waitlist`, `/admin/users/mfa-support`.
 * In lib/ (not app/) because features link to their own sub-pages with it, and a feature never
 * imports the app layer that composes it.
 */
export function adminPath(segment: string): string {
  return segment ? `${paths.admin()}/${segment}` : paths.admin();
}
