import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This area remote owns every route of its host (tools.): the shell mounts these there, enforces
 * the host's profile flag (has_premium_tool_access) on each page that is not `public`, and renders the
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
      label: { en: 'Tools', fr: 'Outils', pt: 'Ferramentas', sw: 'Zana' },
    },
  },
  // The assessments: the list, 'New assessment' and each assessment's answers, team, results
  // and report (`/assessments/<id>[/team|/results|/report]`) are this page's sub-routes.
  {
    path: '/assessments',
    expose: 'AssessmentsPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
    visits: [
      '/assessments/new',
      '/assessments/00000000-0000-4000-8a00-000000000002',
      '/assessments/00000000-0000-4000-8a00-000000000001/team',
      '/assessments/00000000-0000-4000-8a00-000000000001/results',
      '/assessments/00000000-0000-4000-8a00-000000000001/report',
    ],
    nav: {
      key: 'assessments',
      header: 15,
      label: { en: 'Assessments', fr: 'Évaluations', pt: 'Avaliações', sw: 'Tathmini' },
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
      label: {
        en: 'About Tools',
        fr: 'À propos de Tools',
        pt: 'Sobre o Tools',
        sw: 'Kuhusu Tools',
      },
    },
  },
] as const satisfies readonly RouteData[];
