/** The tabs of /login. */
export type LoginTab = 'signup' | 'login' | 'waitlist';

/** Signup only with a valid invitation; Waitlist hidden when invited. */
export function visibleTabs(invited: boolean): LoginTab[] {
  return invited ? ['signup', 'login'] : ['login', 'waitlist'];
}

function isLoginTab(value: string | null): value is LoginTab {
  return value === 'signup' || value === 'login' || value === 'waitlist';
}

/**
 * The preselected tab: `?tab=` when that tab is shown; otherwise an invited visitor starts on
 * Signup (the link was sent to complete a registration) and anyone else on Login.
 */
export function initialTab(tabParam: string | null, invited: boolean): LoginTab {
  if (isLoginTab(tabParam) && visibleTabs(invited).includes(tabParam)) return tabParam;
  return invited ? 'signup' : 'login';
}
