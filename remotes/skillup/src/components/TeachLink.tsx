import { Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import { useCanTeach } from '../lib/can-teach';

/** 'Write courses' (`/teach`), shown to instructors and admins only: the way into authoring. */
export function TeachLink() {
  const { t } = useTranslation(NS);
  const { canTeach } = useCanTeach();
  if (!canTeach) return null;
  return (
    <Link asChild color="brand.800" fontWeight="semibold" alignSelf="start">
      <RouterLink to="/teach">{t('teach.link')}</RouterLink>
    </Link>
  );
}
