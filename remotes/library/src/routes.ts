import { ROUTE_PATHS as P } from '@csan/shared-auth/paths';
import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This remote's pages: the resource library (its items are its own sub-routes), R&D
 * services, products and the newsletter.
 * The shell reads them at run time from this remote's routes.json (written by its build from
 * this list), so a new page, guard or nav link here ships with this remote alone. The guard is
 * one of the shell's closed set; the database enforces the same rule on the data (RLS).
 */
export const ROUTES = [
  {
    path: P.resources,
    expose: 'ResourcesPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    // Signed out, its reads (a search too) are readPublic (api/reads-without-client.ts): no
    // supabase-js until a download.
    readsPublicWhenSignedOut: true,
    subRoutes: true,
    visits: ['/resources/e2e-item'],
    nav: {
      key: 'resources',
      header: 50,
      label: { en: 'Resources', fr: 'Ressources', pt: 'Recursos', sw: 'Rasilimali' },
    },
  },
  {
    path: P.rdServices,
    expose: 'RdServicesPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    // Signed out it reads nothing: supabase-js loads when the inquiry is sent (loadSupabase).
    readsPublicWhenSignedOut: true,
    nav: {
      key: 'rdServices',
      header: 60,
      label: {
        en: 'R&D Services',
        fr: 'Services R&D',
        pt: 'Serviços de I&D',
        sw: 'Huduma za Utafiti na Maendeleo',
      },
    },
  },
  {
    path: P.products,
    expose: 'ProductsPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    // Signed out it reads nothing (a visitor has no beta requests; asking needs a sign-in).
    readsPublicWhenSignedOut: true,
    nav: {
      key: 'products',
      header: 70,
      label: { en: 'Products', fr: 'Produits', pt: 'Produtos', sw: 'Bidhaa' },
    },
  },
  {
    // The newsletter: its subscribe form, and where the confirmation and unsubscribe links of
    // its mails land (`?confirm=`, `?unsubscribe=`; no sign-in, the tokens are the proof).
    path: '/newsletter',
    expose: 'NewsletterPage',
    guard: { kind: 'public' },
    readsDatabase: true,
    // Reads nothing: its three calls load supabase-js when made (api/newsletter.ts).
    readsPublicWhenSignedOut: true,
  },
] as const satisfies readonly RouteData[];
