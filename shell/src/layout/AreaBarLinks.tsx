import { HStack, Link } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { useAreaLinks } from './use-area-links';

/** AreaBar's links (its own chunk: only area hosts show the bar). */
export default function AreaBarLinks({ base }: { base: string }) {
  const { t } = useTranslation(SHELL_NS);
  const links = useAreaLinks();
  return (
    <HStack
      as="nav"
      aria-label={t('areaBar.label')}
      bg="brand.900"
      color="white"
      fontSize="sm"
      px={{ base: '4', md: '6' }}
      py="1.5"
      gap="4"
      flexWrap="wrap"
    >
      <Link href={base} color="white" textDecoration="underline">
        {t('areaBar.main')}
      </Link>
      {links.map((link) => (
        <Link key={link.area} href={link.href} color="white" textDecoration="underline">
          {t(`area.short.${link.area}`)}
        </Link>
      ))}
    </HStack>
  );
}
