import { LazyAuthPage } from '../auth-pages/LazyAuthPage';

const load = () =>
  import(/* webpackChunkName: "auth-lockout" */ '../auth-pages/lockout/MfaLockoutPage');

/** /mfa-lockout: the lockout explanation and the access-request form, loaded on demand. */
export function MfaLockoutPage() {
  return <LazyAuthPage load={load} />;
}
