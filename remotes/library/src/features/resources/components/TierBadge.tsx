import { Badge } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/** 'Free' for a Public item, otherwise the tier's name. */
export function TierBadge({ accessTier }: { accessTier: string }) {
  const { t } = useTranslation(NS);
  const free = accessTier === 'Public';
  return (
    <Badge colorPalette={free ? 'green' : 'gold'} variant="subtle">
      {free
        ? t('resources.free')
        : t(`resources.tiers.${accessTier}`, { defaultValue: accessTier })}
    </Badge>
  );
}
