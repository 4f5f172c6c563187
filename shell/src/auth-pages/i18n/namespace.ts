/** The i18next namespace of the sign-in and lockout pages (their own lazy chunk). */
export const AUTH_NS = 'auth';
