import '../../i18n';
import { Container, PageHeader, pageTitle, Stack, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { InquiryForm } from './components/InquiryForm';
import { OfferList } from './components/OfferList';

/** The services offered and the clients served; their texts are in the namespace under these ids. */
const SERVICES = ['threatResearch', 'assessments', 'policy', 'capacity'] as const;
const AUDIENCES = ['corporate', 'dfi', 'government', 'ngo'] as const;

/** `/rd-services`: R&D for hire — what CSAN does on commission, for whom, and the inquiry form. */
export default function RdServicesPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(pageTitle(t('rdServices.title')));
  return (
    <Container maxW="7xl" py="10">
      <Stack gap="10">
        <PageHeader title={t('rdServices.title')} description={t('rdServices.description')} />
        <OfferList section="services" ids={SERVICES} />
        <OfferList section="audiences" ids={AUDIENCES} />
        <InquiryForm />
      </Stack>
    </Container>
  );
}
