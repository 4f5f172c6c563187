import { LazyAuthPage } from '../auth-pages/LazyAuthPage';

const load = () => import(/* webpackChunkName: "auth-login" */ '../auth-pages/login/LoginPage');

/** /login: sign-in, invitation sign-up, waitlist and the MFA step, loaded on demand. */
export function LoginPage() {
  return <LazyAuthPage load={load} />;
}
