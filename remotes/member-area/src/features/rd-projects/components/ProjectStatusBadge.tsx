import { Badge } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { isProjectStatus, STATUS_PALETTE } from '../rules/project-status';

/** The project's status as a coloured badge, in the reader's language. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  const known = isProjectStatus(status) ? status : null;
  return (
    <Badge colorPalette={known ? STATUS_PALETTE[known] : 'gray'} variant="subtle" size="md">
      {known ? t(`rdProjects.status.${known}`) : status}
    </Badge>
  );
}
