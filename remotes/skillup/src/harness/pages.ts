import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  { path: '/', title: 'LandingPage', Page: lazy(() => import('../features/landing/LandingPage')) },
  {
    path: '/courses/*',
    title: 'CoursesPage',
    Page: lazy(() => import('../features/courses/CoursesPage')),
  },
  { path: '/exams/*', title: 'ExamsPage', Page: lazy(() => import('../features/exams/ExamsPage')) },
  {
    path: '/pathways',
    title: 'PathwaysPage',
    Page: lazy(() => import('../features/pathways/PathwaysPage')),
  },
  {
    path: '/certificates',
    title: 'CertificatesPage',
    Page: lazy(() => import('../features/certificates/CertificatesPage')),
  },
  { path: '/cpe', title: 'CpePage', Page: lazy(() => import('../features/cpe/CpePage')) },
  {
    path: '/verify/*',
    title: 'VerifyPage',
    Page: lazy(() => import('../features/verify/VerifyPage')),
  },
];
