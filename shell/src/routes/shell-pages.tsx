import { LazyAuthPage } from '../auth-pages/LazyAuthPage';

// The shell's own pages, for the main site and the area hosts: each route element loads the real
// page (shell/src/auth-pages) as its own lazy chunk, so no sign-in code ships on first paint.

const loadLogin = () =>
  import(/* webpackChunkName: "auth-login" */ '../auth-pages/login/LoginPage');
const loadLockout = () =>
  import(/* webpackChunkName: "auth-lockout" */ '../auth-pages/lockout/MfaLockoutPage');

/** /login: sign-in, invitation sign-up, waitlist and the MFA step. */
export function LazyLoginPage() {
  return <LazyAuthPage load={loadLogin} />;
}

/** /mfa-lockout: the lockout explanation and the access-request form. */
export function LazyMfaLockoutPage() {
  return <LazyAuthPage load={loadLockout} />;
}
