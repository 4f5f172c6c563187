import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** `/resources`: the library itself; its feature arrives with a later issue. */
export function ResourceLibrary() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('resources.title')} description={t('resources.description')} />
    </Container>
  );
}
