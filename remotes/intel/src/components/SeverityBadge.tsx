import { Badge } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';
import type { Severity } from '../lib/severity';

const PALETTE: Record<Severity, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

/** An advisory's severity, in words (colour alone never carries it). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={PALETTE[severity]} variant="surface">
      {t(`severity.${severity}`)}
    </Badge>
  );
}
