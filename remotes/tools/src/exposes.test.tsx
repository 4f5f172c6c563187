import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const PAGES = [
  {
    name: 'LandingPage',
    load: () => import('./features/landing/LandingPage'),
    key: 'landing.title',
  },
  { name: 'AboutPage', load: () => import('./features/about/AboutPage'), key: 'about.title' },
  { name: 'AssessmentsPage', load: () => import('./app/AssessmentsPage'), key: 'list.title' },
];

describeExposedPages('tools', EXPOSES, { en, fr, pt, sw }, PAGES);
