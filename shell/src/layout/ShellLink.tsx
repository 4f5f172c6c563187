import { Link } from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useSiteBase } from './site-base';

type ShellLinkProps = {
  to: string;
  children: ReactNode;
  onClick?: () => void;
  nav?: boolean;
  /** A page of this host even on an area host (the area remote's own nav links). */
  local?: boolean;
};

const activeStyle = {
  '&[aria-current=page]': { color: 'brand.800', fontWeight: 'bold', borderBottomColor: 'gold.500' },
};

/**
 * A header/footer link: a router link on the main site (`aria-current="page"` marks and
 * highlights the active one when `nav`), a plain link to the main site on an area host.
 */
export function ShellLink({ to, children, onClick, nav = false, local = false }: ShellLinkProps) {
  const base = useSiteBase();
  if (base && !local) {
    return (
      <Link href={new URL(to, base).href} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild css={nav ? activeStyle : undefined}>
      {nav ? (
        <NavLink to={to} end onClick={onClick}>
          {children}
        </NavLink>
      ) : (
        <RouterLink to={to} onClick={onClick}>
          {children}
        </RouterLink>
      )}
    </Link>
  );
}
