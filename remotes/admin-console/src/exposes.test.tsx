import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const PAGES = [
  { name: 'AdminPage', load: () => import('./app/AdminPage'), key: 'admin.title' },
  {
    name: 'AnalyticsPage',
    load: () => import('./features/analytics/AnalyticsPage'),
    key: 'analytics.title',
  },
];

describeExposedPages('admin-console', EXPOSES, { en, fr, pt, sw }, PAGES);
