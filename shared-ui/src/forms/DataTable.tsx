import type { ReactNode } from 'react';
import { Box, chakra } from '../components/chakra';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useFormsTranslation } from './texts';

export type DataColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names each row: its cells are `th scope="row"` (give exactly one). */
  rowHeader?: boolean;
  /** Keep the cell on one line (dates, amounts, counts). */
  nowrap?: boolean;
  /** Long unbroken text (e-mail addresses, ids) may break anywhere. */
  breakAll?: boolean;
  align?: 'start' | 'end';
  /** A column that must not be squeezed on a phone (names, titles): its least width. */
  minWidth?: string;
};

type Props<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** The table's name: a visible caption… */
  caption?: ReactNode;
  /** …or, with none, its aria-label (one of the two is required for screen readers). */
  label?: string;
  /** First load: the spinner instead of the table. */
  loading?: boolean;
  /** A failed load: this message (and Retry with `onRetry`) instead of the table. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What no rows say (default: the shared "Nothing here yet"). */
  empty?: ReactNode;
  /** The rows shown are being replaced (the next page loads): marked busy, not hidden. */
  busy?: boolean;
};

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
  verticalAlign: 'top',
} as const;

/**
 * The portal's one data table: column headers (`th scope="col"`), a row header per row,
 * loading → error → empty → rows in the portal's one order, and a box that scrolls sideways on
 * a phone (focusable and named, so a keyboard can scroll it too).
 */
export function DataTable<Row>(props: Props<Row>) {
  const { columns, rows, rowKey, caption, label, busy } = props;
  const { t } = useFormsTranslation();
  if (props.loading) return <LoadingState />;
  if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState message={props.empty} />;
  const name = label ?? (typeof caption === 'string' ? caption : undefined);
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={name ? t('table.scroll', { label: name }) : undefined}
      aria-busy={busy || undefined}
      opacity={busy ? 0.6 : undefined}
    >
      <chakra.table width="full" fontSize="sm" aria-label={caption ? undefined : label}>
        {caption ? (
          <chakra.caption textAlign="start" px="3" py="2" fontWeight="medium">
            {caption}
          </chakra.caption>
        ) : null}
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {columns.map((column) => (
              <chakra.th
                key={column.key}
                scope="col"
                {...cell}
                textAlign={column.align ?? 'start'}
                whiteSpace="nowrap"
              >
                {column.header}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => (
            <chakra.tr key={rowKey(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? chakra.th : chakra.td;
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    {...cell}
                    fontWeight={column.rowHeader ? 'medium' : undefined}
                    textAlign={column.align ?? 'start'}
                    whiteSpace={column.nowrap ? 'nowrap' : undefined}
                    wordBreak={column.breakAll ? 'break-all' : undefined}
                    minW={column.minWidth}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
