import { ROUTE_PATHS as P } from '@csan/shared-auth/paths';
import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This remote's pages: the public site, open to everyone; `/`, `/about` and `/pillars`
 * are prerendered into this remote's own output (`pnpm prerender`).
 * The shell reads them at run time from this remote's routes.json (written by its build from
 * this list), so a new page, guard or nav link here ships with this remote alone. The guard is
 * one of the shell's closed set; the database enforces the same rule on the data (RLS).
 */
export const ROUTES = [
  {
    path: P.home,
    expose: 'HomePage',
    guard: { kind: 'public' },
    readsDatabase: false,
    prerender: true,
    nav: {
      key: 'home',
      header: 10,
      label: { en: 'Home', fr: 'Accueil', pt: 'Início', sw: 'Mwanzo' },
    },
  },
  {
    path: P.about,
    expose: 'AboutPage',
    guard: { kind: 'public' },
    readsDatabase: false,
    prerender: true,
    nav: {
      key: 'about',
      header: 20,
      label: { en: 'About', fr: 'À propos', pt: 'Sobre', sw: 'Kuhusu' },
    },
  },
  {
    path: P.pillars,
    expose: 'PillarsPage',
    guard: { kind: 'public' },
    readsDatabase: false,
    prerender: true,
    nav: {
      key: 'pillars',
      header: 30,
      label: { en: 'Pillars', fr: 'Piliers', pt: 'Pilares', sw: 'Nguzo' },
    },
  },
  // Not prerendered: their "Last Updated" is the day of the visit.
  { path: P.privacy, expose: 'PrivacyPage', guard: { kind: 'public' }, readsDatabase: false },
  { path: P.terms, expose: 'TermsPage', guard: { kind: 'public' }, readsDatabase: false },
] as const satisfies readonly RouteData[];
