import { Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/** A member's LinkedIn profile, opened in a new tab, named for screen readers. */
export function LinkedInLink({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation(NS);
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.700"
      fontWeight="medium"
      aria-label={t('memberDirectory.list.linkedinOf', { name })}
    >
      {t('memberDirectory.list.linkedin')}
    </Link>
  );
}
