import { Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { routesForHost } from '../routes/route-table';
import { useRouteTable } from '../routes/use-route-table';
import { useHostArea } from './host-area';
import { headerItems } from './nav-items';
import { ShellLink } from './ShellLink';

/**
 * The top links of this host, as its remotes declared them (their routes' `nav.header`):
 * the main site's on the main site, the area remote's own on an area host (links within the
 * host). Horizontal in the header, vertical in the side panel.
 */
export function NavLinks({
  direction,
  onNavigate,
}: {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}) {
  const { i18n } = useTranslation();
  const area = useHostArea();
  const items = headerItems(routesForHost(useRouteTable(), area).routes, i18n.resolvedLanguage);
  return (
    <Stack
      as="ul"
      direction={direction}
      gap={direction === 'row' ? '5' : '4'}
      listStyleType="none"
      m="0"
      p="0"
    >
      {items.map((item) => (
        <li key={item.value}>
          <ShellLink to={item.to} onClick={onNavigate} nav local={area !== null}>
            {item.label}
          </ShellLink>
        </li>
      ))}
    </Stack>
  );
}
