import '../../i18n';
import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** `/checkout`: what the page is for; its feature arrives with a later issue. */
export default function CheckoutPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('checkout.title')} description={t('checkout.description')} />
    </Container>
  );
}
