import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** `/member-directory`: what the page is for; its feature arrives with a later issue. */
export function MemberDirectoryList() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader
        title={t('memberDirectory.title')}
        description={t('memberDirectory.description')}
      />
    </Container>
  );
}
