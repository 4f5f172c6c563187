import { ROUTE_PATHS } from '@csan/shared-auth/paths';
import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: ROUTE_PATHS.resources,
    subRoutes: true,
    title: 'ResourcesPage',
    Page: lazy(() => import('../features/resources/ResourcesPage')),
  },
  {
    path: ROUTE_PATHS.rdServices,
    title: 'RdServicesPage',
    Page: lazy(() => import('../features/rd-services/RdServicesPage')),
  },
  {
    path: ROUTE_PATHS.products,
    title: 'ProductsPage',
    Page: lazy(() => import('../features/products/ProductsPage')),
  },
] as const;
