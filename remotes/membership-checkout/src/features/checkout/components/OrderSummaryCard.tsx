import { Alert, Card, chakra, formatCedis, Heading, Stack } from '@csan/shared-ui';
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

type Props = {
  summary: OrderSummary;
  corporate: boolean;
  discountCode: string | null;
  banner: DiscountBanner;
  children: ReactNode;
};

/** Base, extra members, subtotal, discount, total. */
export function OrderSummaryCard({ summary, corporate, discountCode, banner, children }: Props) {
  const { t, i18n } = useTranslation(NS);
  const money = (cents: number) => formatCedis(cents, i18n.language);
  return (
    <Card.Root as="section" aria-labelledby="summary-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="summary-heading">
          {t('checkout.summary.heading')}
        </Heading>
        {/* Only the total is announced: the whole summary re-read on every team-size keystroke
            would drown the field being typed in. */}
        <Stack as="dl" gap="2">
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
        {banner?.kind === 'free' ? (
          <Alert.Root status="success" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('checkout.freeBanner')}</Alert.Title>
              <Alert.Description>{t('checkout.freeBannerBody')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {banner?.kind === 'high' ? (
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
