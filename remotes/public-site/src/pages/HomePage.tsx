import '../i18n';
import { Box, useDocumentTitle } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../i18n/namespace';
import { GhanaAdvantage } from './home/GhanaAdvantage';
import { HeroSection } from './home/HeroSection';
import { PillarSummary } from './home/PillarSummary';
import { RdCallToAction } from './home/RdCallToAction';
import { TierCards } from './home/TierCards';

/** `/`: hero, pillar summary, membership tiers, R&D call to action, Ghana advantage. */
export default function HomePage() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  useDocumentTitle(t('home.meta.title'));
  return (
    <Box>
      <HeroSection />
      <PillarSummary />
      <TierCards />
      <RdCallToAction />
      <GhanaAdvantage />
    </Box>
  );
}
