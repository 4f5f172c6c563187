import {
  Alert,
  Card,
  chakra,
  ErrorState,
  formatCedis,
  Heading,
  LoadingState,
  Stack,
} from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { DiscountBanner, OrderSummary } from '../order-summary';

function Row({
  label,
  children,
  strong,
  live,
}: {
  label: string;
  children: ReactNode;
  /** The total: bold, set off by a rule above it (a border: a <dl> holds only its groups). */
  strong?: boolean;
  /** Announce this row (label + amount) when it changes. */
  live?: boolean;
}) {
  return (
    <chakra.div
      display="flex"
      justifyContent="space-between"
      gap="4"
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : undefined}
      borderTopWidth={strong ? '1px' : undefined}
      pt={strong ? '3' : undefined}
      mt={strong ? '1' : undefined}
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
    >
      <chakra.dt>{label}</chakra.dt>
      <chakra.dd textAlign="end" whiteSpace="nowrap">
        {children}
      </chakra.dd>
    </chakra.div>
  );
}

/** The server's quote as shown: being asked for the first time, failed, or there. */
export type SummaryState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; onRetry: () => void }
  | {
      kind: 'ready';
      summary: OrderSummary;
      /** The figures of the previous inputs, shown while the new quote is asked for. */
      updating: boolean;
    };

type Props = {
  state: SummaryState;
  corporate: boolean;
  discountCode: string | null;
  banner: DiscountBanner;
  /** Why the server will not take this order (seats), translated; null when it will. */
  refusal: string | null;
  children: ReactNode;
};

/** Base, extra members, subtotal, discount, total: the server's quote, nothing computed here. */
export function OrderSummaryCard({
  state,
  corporate,
  discountCode,
  banner,
  refusal,
  children,
}: Props) {
  const { t } = useTranslation(NS);
  return (
    <Card.Root as="section" aria-labelledby="summary-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="summary-heading">
          {t('checkout.summary.heading')}
        </Heading>
        {state.kind === 'loading' ? <LoadingState label={t('checkout.quoteLoading')} /> : null}
        {state.kind === 'error' ? (
          <ErrorState
            title={t('checkout.quoteError')}
            message={state.message}
            onRetry={state.onRetry}
          />
        ) : null}
        {state.kind === 'ready' ? (
          <Figures
            summary={state.summary}
            updating={state.updating}
            corporate={corporate}
            discountCode={discountCode}
          />
        ) : null}
        {refusal ? (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
        {state.kind === 'ready' && banner?.kind === 'free' ? (
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('checkout.freeBanner')}</Alert.Title>
              <Alert.Description>{t('checkout.freeBannerBody')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {state.kind === 'ready' && banner?.kind === 'high' ? (
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{t('checkout.bigDiscount', { percent: banner.percent })}</Alert.Title>
          </Alert.Root>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

type FiguresProps = {
  summary: OrderSummary;
  updating: boolean;
  corporate: boolean;
  discountCode: string | null;
};

/**
 * The quote's figures. While the next quote is asked for they stay, dimmed and marked busy, so
 * the figures never jump back to empty; the total is what the buyer confirms once it is current.
 */
function Figures({ summary, updating, corporate, discountCode }: FiguresProps) {
  const { t, i18n } = useTranslation(NS);
  const money = (cents: number) => formatCedis(cents, i18n.language);
  return (
    // Only the total is announced: the whole summary re-read on every team-size keystroke
    // would drown the field being typed in.
    <Stack as="dl" gap="2" aria-busy={updating || undefined} opacity={updating ? 0.6 : undefined}>
      <Row label={t('checkout.summary.base')}>{money(summary.baseCents)}</Row>
      {corporate ? (
        <Row
          label={t('checkout.summary.extraMembers', {
            count: summary.extraMembers,
            price: money(summary.extraMemberCents),
          })}
        >
          {money(summary.extraMembersCents)}
        </Row>
      ) : null}
      <Row label={t('checkout.summary.subtotal')}>{money(summary.subtotalCents)}</Row>
      {discountCode ? (
        <Row label={t('checkout.summary.discount', { code: discountCode })}>
          {`− ${money(summary.discountCents)}`}
        </Row>
      ) : null}
      <Row label={t('checkout.summary.total')} strong live>
        {money(summary.totalCents)}
      </Row>
    </Stack>
  );
}
