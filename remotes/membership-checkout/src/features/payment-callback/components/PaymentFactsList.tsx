import { formatCedis, formatDate, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { PaymentFacts } from '../api/payment-facts-query';

/**
 * The facts of a successful payment — amount, reference, tier, team size, period — so the page
 * is a receipt a member can keep, not only a 'Payment Successful!' that fades.
 */
export function PaymentFactsList({ facts }: { facts: PaymentFacts }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const rows: [string, string][] = [
    [t('paymentCallback.facts.amount'), formatCedis(facts.amountCents, language)],
    [t('paymentCallback.facts.reference'), facts.reference],
  ];
  if (facts.tier) {
    rows.push([
      t('paymentCallback.facts.tier'),
      t(`tiers.${facts.tier}`, { defaultValue: facts.tier }),
    ]);
  }
  if (facts.tier === 'Corporate' && facts.teamSize) {
    rows.push([t('paymentCallback.facts.teamSize'), String(facts.teamSize)]);
  }
  if (facts.validUntil) {
    rows.push([
      t('paymentCallback.facts.period'),
      t('paymentCallback.facts.periodValue', {
        from: formatDate(facts.paidAt, language),
        to: formatDate(facts.validUntil, language),
      }),
    ]);
  }
  return (
    <Stack
      as="dl"
      gap="2"
      width="full"
      maxW="sm"
      textAlign="start"
      aria-label={t('paymentCallback.facts.label')}
    >
      {rows.map(([term, value]) => (
        <Stack
          key={term}
          direction="row"
          justify="space-between"
          gap="4"
          borderBottomWidth="1px"
          pb="1"
        >
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" fontWeight="semibold" textAlign="end" wordBreak="break-all">
            {value}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
