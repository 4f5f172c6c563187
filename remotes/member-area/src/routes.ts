import { ROUTE_PATHS as P } from '@csan/shared-auth/paths';
import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This remote's pages: a member's account, the directory, the corporate team and R&D
 * projects (directory and projects own their item sub-routes).
 * The shell reads them at run time from this remote's routes.json (written by its build from
 * this list), so a new page, guard or nav link here ships with this remote alone. The guard is
 * one of the shell's closed set; the database enforces the same rule on the data (RLS).
 */
export const ROUTES = [
  {
    path: P.account,
    expose: 'AccountPage',
    guard: { kind: 'signed-in' },
    readsDatabase: true,
    nav: {
      key: 'account',
      userMenu: 10,
      label: { en: 'My Account', fr: 'Mon compte', pt: 'A minha conta', sw: 'Akaunti Yangu' },
    },
  },
  {
    path: P.memberDirectory,
    expose: 'MemberDirectoryPage',
    guard: { kind: 'signed-in' },
    readsDatabase: true,
    subRoutes: true,
    visits: ['/member-directory/e2e-item'],
    nav: {
      key: 'memberDirectory',
      userMenu: 30,
      label: {
        en: 'Member Directory',
        fr: 'Annuaire des membres',
        pt: 'Diretório de membros',
        sw: 'Orodha ya Wanachama',
      },
    },
  },
  {
    path: P.corporateTeam,
    expose: 'CorporateTeamPage',
    guard: { kind: 'tier', tier: 'Corporate', denied: 'guard.corporateTeamRequired' },
    readsDatabase: true,
    nav: {
      key: 'corporateTeam',
      userMenu: 40,
      label: {
        en: 'Corporate Team',
        fr: "Équipe d'entreprise",
        pt: 'Equipa empresarial',
        sw: 'Timu ya Kampuni',
      },
    },
  },
  {
    path: P.rdProjects,
    expose: 'RdProjectsPage',
    guard: { kind: 'tier', tier: 'Professional' },
    readsDatabase: true,
    subRoutes: true,
    visits: ['/rd-projects/e2e-item'],
    nav: {
      key: 'rdProjects',
      userMenu: 50,
      label: {
        en: 'R&D Projects',
        fr: 'Projets R&D',
        pt: 'Projetos de I&D',
        sw: 'Miradi ya Utafiti na Maendeleo',
      },
    },
  },
  {
    // The one-click link of every renewal reminder: no sign-in, the signed token is the proof.
    path: '/reminders-unsubscribe',
    expose: 'RemindersUnsubscribePage',
    guard: { kind: 'public' },
    readsDatabase: true,
  },
] as const satisfies readonly RouteData[];
