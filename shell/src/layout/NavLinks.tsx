import { Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';
import { NAV_LINKS, REMOTE_ROUTES } from '../routes/paths';
import { ShellLink } from './ShellLink';

/** The spec's top links; horizontal in the header, vertical in the side panel. */
export function NavLinks({
  direction,
  onNavigate,
}: {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Stack
      as="ul"
      direction={direction}
      gap={direction === 'row' ? '5' : '4'}
      listStyleType="none"
      m="0"
      p="0"
    >
      {NAV_LINKS.map((key) => (
        <li key={key}>
          <ShellLink to={REMOTE_ROUTES[key].path} onClick={onNavigate} nav>
            {t(`nav.${key}`)}
          </ShellLink>
        </li>
      ))}
    </Stack>
  );
}
