import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** `/rd-projects`: what the page is for; its feature arrives with a later issue. */
export function RdProjectsList() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('rdProjects.title')} description={t('rdProjects.description')} />
    </Container>
  );
}
