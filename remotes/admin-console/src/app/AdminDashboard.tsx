import { Container, LoadingState, PageHeader } from '@csan/shared-ui';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';
import { AdminTabBar } from './AdminTabBar';
import type { AdminSubpageKey, AdminTabKey } from './admin-tabs';

type Props = {
  tab: AdminTabKey;
  /** A page inside the tab (Users → MFA support requests), when it is not the tab's own. */
  subpage?: AdminSubpageKey;
  /** The panel, a lazy component: its code loads when its tab is first opened. */
  panel: ComponentType;
};

/**
 * One page of the admin dashboard: the heading, the tab bar with `tab` open, then the panel.
 * The browser tab names the open tab (and sub-page), so each has a title of its own.
 */
export function AdminDashboard({ tab, subpage, panel: Panel }: Props) {
  const { t } = useTranslation(NS);
  const title = t('admin.title');
  const where = [subpage ? t(`admin.subpages.${subpage}`) : null, t(`admin.tabs.${tab}`), title];
  return (
    <Container maxW="7xl" py="10">
      <PageHeader
        title={title}
        description={t('admin.description')}
        documentTitle={where.filter(Boolean).join(' · ')}
      />
      <AdminTabBar current={tab} />
      <Suspense fallback={<LoadingState />}>
        <Panel />
      </Suspense>
    </Container>
  );
}
