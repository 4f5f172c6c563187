import '../../i18n';
import { Container, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** What the area offers and who may use it: public on the area host, no data read. */
export default function AboutPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="4xl" py="12">
      <PageHeader title={t('about.title')} description={t('about.body')} />
      <Text>{t('about.who')}</Text>
    </Container>
  );
}
