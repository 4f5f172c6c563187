import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const PAGES = [
  {
    name: 'ResourcesPage',
    load: () => import('./features/resources/ResourcesPage'),
    key: 'resources.title',
  },
  {
    name: 'RdServicesPage',
    load: () => import('./features/rd-services/RdServicesPage'),
    key: 'rdServices.title',
  },
  {
    name: 'ProductsPage',
    load: () => import('./features/products/ProductsPage'),
    key: 'products.title',
  },
  {
    name: 'NewsletterPage',
    load: () => import('./features/newsletter/NewsletterPage'),
    key: 'newsletter.title',
  },
];

describeExposedPages('library', EXPOSES, { en, fr, pt, sw }, PAGES);
