import { Badge } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';

/** 'Matches your constituency': an indicator falls in one of the viewer's organisations' ranges. */
export function MatchBadge() {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette="purple" variant="solid">
      {t('match.badge')}
    </Badge>
  );
}
