import { chakra } from '@csan/shared-ui';
import type { ReactNode } from 'react';

// The cells of the figures table under each chart (the chart's numbers for screen readers and
// for reading exactly).
const cell = { px: '2', py: '1', textAlign: 'start', borderBottomWidth: '1px' } as const;

/** A column heading, or (row) the heading of a row. */
export function HeadCell({ children, row = false }: { children: ReactNode; row?: boolean }) {
  return (
    <chakra.th scope={row ? 'row' : 'col'} {...cell} fontWeight={row ? 'normal' : 'semibold'}>
      {children}
    </chakra.th>
  );
}

export function Cell({ children }: { children: ReactNode }) {
  return <chakra.td {...cell}>{children}</chakra.td>;
}
