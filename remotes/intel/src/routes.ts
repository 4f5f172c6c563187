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
    expose: 'AdvisoryListPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'home',
      header: 10,
      label: { en: 'Intelligence', fr: 'Renseignement', pt: 'Informações', sw: 'Taarifa' },
    },
  },
  // One advisory, and the analysts' form to write or edit one (the list is `/`). The visits
  // open a seeded advisory (docs/areas/intel-data.md: 8901-…01, TLP:CLEAR) and the form.
  {
    path: '/advisories',
    expose: 'AdvisoriesPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
    visits: [
      '/advisories/new',
      '/advisories/00000000-0000-4000-8901-000000000001',
      '/advisories/00000000-0000-4000-8901-000000000001/edit',
    ],
  },
  {
    path: '/organisation',
    expose: 'OrganisationPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    nav: {
      key: 'organisation',
      header: 30,
      label: {
        en: 'My organisation',
        fr: 'Mon organisation',
        pt: 'A minha organização',
        sw: 'Shirika langu',
      },
    },
  },
  // The playbook library, and the analysts' form to write one (`/protocols/<id>/edit` changes
  // one; the seeded playbooks have no fixed id, so the visits open the library and the form).
  {
    path: '/protocols',
    expose: 'ProtocolsPage',
    guard: { kind: 'area' },
    readsDatabase: true,
    subRoutes: true,
    visits: ['/protocols', '/protocols/new'],
    nav: {
      key: 'protocols',
      header: 40,
      label: {
        en: 'Response protocols',
        fr: 'Protocoles de réponse',
        pt: 'Protocolos de resposta',
        sw: 'Itifaki za kukabiliana',
      },
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
