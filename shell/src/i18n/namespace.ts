/** The shell's i18next namespace (header, footer, 404, unavailable panel, shell pages). */
export const SHELL_NS = 'shell';
