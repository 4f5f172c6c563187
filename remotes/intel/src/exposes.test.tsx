import { createFakeSupabase, provideTestClient } from '@csan/shared-auth/testing';
import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

// The pages read as they mount: a stand-in client answers (empty), so no real one is looked for.
provideTestClient(() => createFakeSupabase().client);

const PAGES = [
  {
    name: 'AdvisoryListPage',
    load: () => import('./features/advisory-list/AdvisoryListPage'),
    key: 'landing.title',
  },
  { name: 'AdvisoriesPage', load: () => import('./app/AdvisoriesPage'), key: 'landing.title' },
  {
    name: 'OrganisationPage',
    load: () => import('./features/organisation/OrganisationPage'),
    key: 'org.title',
  },
  {
    name: 'ProtocolsPage',
    load: () => import('./app/ProtocolsPage'),
    key: 'protocols.title',
  },
  { name: 'AboutPage', load: () => import('./features/about/AboutPage'), key: 'about.title' },
];

describeExposedPages('intel', EXPOSES, { en, fr, pt, sw }, PAGES);
