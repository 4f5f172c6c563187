import '../../i18n';
import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** `/payment-callback`: what the page is for; its feature arrives with a later issue. */
export default function PaymentCallbackPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader
        title={t('paymentCallback.title')}
        description={t('paymentCallback.description')}
      />
    </Container>
  );
}
