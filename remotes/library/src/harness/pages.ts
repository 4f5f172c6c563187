import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: '/resources',
    title: 'ResourcesPage',
    Page: lazy(() => import('../features/resources/ResourcesPage')),
  },
  {
    path: '/rd-services',
    title: 'RdServicesPage',
    Page: lazy(() => import('../features/rd-services/RdServicesPage')),
  },
  {
    path: '/products',
    title: 'ProductsPage',
    Page: lazy(() => import('../features/products/ProductsPage')),
  },
];
