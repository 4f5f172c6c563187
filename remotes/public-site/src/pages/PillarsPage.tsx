import '../i18n';
import { Box, Container, Heading, Text, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../i18n/namespace';
import { useScrollToHash } from './common/useScrollToHash';
import { PillarSection } from './pillars/PillarSection';
import { PILLARS } from './pillars/pillarList';

/** /pillars: one anchored section per pillar (r-cbc, padrr, cb-irt, ets). */
export default function PillarsPage() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  useDocumentTitle(t('pillars.meta.title'));
  useScrollToHash();
  return (
    <Box as="article">
      <Container maxW="6xl" pt={{ base: 10, md: 16 }} pb="6">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4">
          {t('pillars.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="3xl">
          {t('pillars.intro')}
        </Text>
      </Container>
      {PILLARS.map((pillar, index) => (
        <PillarSection key={pillar.key} pillar={pillar} muted={index % 2 === 0} />
      ))}
    </Box>
  );
}
