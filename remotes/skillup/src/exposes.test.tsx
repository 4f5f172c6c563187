import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

// Each page rendered at its index path ('/'), where its first paint has its own h1.
const PAGES = [
  {
    name: 'LandingPage',
    load: () => import('./features/landing/LandingPage'),
    key: 'landing.title',
  },
  { name: 'AboutPage', load: () => import('./features/about/AboutPage'), key: 'about.title' },
  {
    name: 'CoursesPage',
    load: () => import('./features/courses/CoursesPage'),
    key: 'myLearning.title',
  },
  { name: 'ExamsPage', load: () => import('./features/exams/ExamsPage'), key: 'exams.title' },
  {
    name: 'CertificatesPage',
    load: () => import('./features/certificates/CertificatesPage'),
    key: 'certificates.title',
  },
  { name: 'CpePage', load: () => import('./features/cpe/CpePage'), key: 'cpe.title' },
  {
    name: 'PathwaysPage',
    load: () => import('./features/pathways/PathwaysPage'),
    key: 'pathways.title',
  },
  { name: 'VerifyPage', load: () => import('./features/verify/VerifyPage'), key: 'verify.title' },
  { name: 'TeachPage', load: () => import('./features/teach/TeachPage'), key: 'teach.title' },
];

describeExposedPages('skillup', EXPOSES, { en, fr, pt, sw }, PAGES);
