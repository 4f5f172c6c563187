import '../../i18n';
import { Container, PageHeader, QueryStates, SimpleGrid } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { useCertificatesQuery } from './api/certificates-query';
import { CertificateCard } from './components/CertificateCard';

/** `/certificates`: the learner's certificates, issued by the database when a course is done. */
export default function CertificatesPage() {
  const { t } = useTranslation(NS);
  const query = useCertificatesQuery();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('certificates.title')} description={t('certificates.intro')} />
      <QueryStates query={query} empty={t('certificates.empty')}>
        {(rows) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {rows.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard certificate={certificate} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryStates>
    </Container>
  );
}
