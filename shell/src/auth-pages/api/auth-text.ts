import { type AuthLimit, limitMessage } from '@csan/shared-auth';
import i18next from 'i18next';
import { AUTH_NS } from '../i18n/namespace';

/**
 * A text of the auth namespace in the page's current language, for operations whose callers
 * show `message` as it is (the login and support-request forms): the page's single i18next
 * instance already holds the namespace, registered by the auth pages' i18n module.
 */
export function authText(key: string, values?: Record<string, unknown>): string {
  return i18next.t(key, { ns: AUTH_NS, ...values });
}

/** The translated explanation of a limit, with the wait in the reader's language. */
export function limitText(limit: AuthLimit): string {
  const { key, values } = limitMessage(limit);
  return authText(`limits.${key}`, values);
}
