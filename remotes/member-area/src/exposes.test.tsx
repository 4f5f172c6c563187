import { describeExposedPages } from '@csan/shared-ui/testing';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const PAGES = [
  {
    name: 'AccountPage',
    load: () => import('./features/account/AccountPage'),
    key: 'account.title',
  },
  {
    name: 'MemberDirectoryPage',
    load: () => import('./features/member-directory/MemberDirectoryPage'),
    key: 'memberDirectory.title',
  },
  {
    name: 'CorporateTeamPage',
    load: () => import('./features/corporate-team/CorporateTeamPage'),
    key: 'corporateTeam.title',
  },
  {
    name: 'RdProjectsPage',
    load: () => import('./features/rd-projects/RdProjectsPage'),
    key: 'rdProjects.title',
  },
  {
    name: 'RemindersUnsubscribePage',
    load: () => import('./features/reminders/RemindersUnsubscribePage'),
    key: 'reminders.title',
  },
];

describeExposedPages('member-area', EXPOSES, { en, fr, pt, sw }, PAGES);
