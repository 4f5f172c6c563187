import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This area remote owns every route of its host (intel.): the shell mounts these there, enforces
 * the host's profile flag (is_cert_partner and aal2) on each page that is not `public`, and renders the
 * chrome. The shell reads them at run time from this remote's routes.json (written by its build
 * from this list): a new page, guard or nav link of the area ships with this remote alone.
 */
export const ROUTES = [
  {
    path: '/',
    expose: 'LandingPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'home',
      header: 10,
      label: { en: 'Intelligence', fr: 'Renseignement', pt: 'Informações', sw: 'Taarifa' },
    },
  },
  // What the area offers, readable by anyone who reaches the host (visitors included).
  {
    path: '/about',
    expose: 'AboutPage',
    guard: { kind: 'public' },
    readsDatabase: false,
    nav: {
      key: 'about',
      header: 20,
      label: { en: 'About Intel', fr: 'À propos d’Intel', pt: 'Sobre o Intel', sw: 'Kuhusu Intel' },
    },
  },
] as const satisfies readonly RouteData[];
