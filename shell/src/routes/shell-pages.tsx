// The shell's own pages, in one place for the main site and the area hosts. Each is a thin
// wrapper that loads the real page (shell/src/auth-pages) as its own lazy chunk.
export { LoginPage } from '../pages/LoginPage';
export { MfaLockoutPage } from '../pages/MfaLockoutPage';
