/** The i18next namespace this remote owns in the shell's shared instance. */
export const PUBLIC_SITE_NS = 'public-site';
