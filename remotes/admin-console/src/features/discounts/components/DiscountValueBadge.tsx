import { Badge } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { valueBadge } from '../rules/discount-value';

const PALETTE = { freeOrder: 'red', highValue: 'orange', moderate: 'yellow' } as const;

/** 100% FREE ORDER, HIGH VALUE (75 to below 100) or MODERATE (50 to below 75); else nothing. */
export function DiscountValueBadge({ type, value }: { type: string; value: number }) {
  const { t } = useTranslation(NS);
  const badge = valueBadge(type, value);
  if (!badge) return null;
  return (
    <Badge colorPalette={PALETTE[badge]} variant="solid" size="sm">
      {t(`discounts.badges.${badge}`)}
    </Badge>
  );
}
