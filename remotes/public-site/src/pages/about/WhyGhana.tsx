import { List, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import en from '../../i18n/en.json';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { AboutBlock } from './AboutBlock';

const POINTS = Object.keys(en.about.whyGhana.points);

/** The reasons CSAN's centre of excellence is in Accra. */
export function WhyGhana() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  return (
    <AboutBlock id="about-ghana" title={t('about.whyGhana.title')}>
      <Text mb="3">{t('about.whyGhana.body')}</Text>
      <List.Root gap="2" ps="5">
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`about.whyGhana.points.${point}`)}</List.Item>
        ))}
      </List.Root>
    </AboutBlock>
  );
}
