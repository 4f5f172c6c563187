import { Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

/** First focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="gold.300"
      color="brand.950"
      px="4"
      py="2"
      borderRadius="md"
      _focusVisible={{ top: '2' }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
