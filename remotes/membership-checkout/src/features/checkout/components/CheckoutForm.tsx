import { paths } from '@csan/shared-auth/paths';
import {
  Badge,
  Button,
  Card,
  formatCedis,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Pricing } from '../../../api/pricing-list-query';
import { NS } from '../../../i18n/namespace';
import { useReasonText } from '../../../lib/reason-text';
import { redirectTo } from '../../../lib/redirect';
import { useDiscountCodeValidateMutation } from '../api/discount-code-validate-mutation';
import { PaymentInitError, usePaymentInitializeMutation } from '../api/payment-initialize-mutation';
import { type CheckoutInput, type CheckoutValues, checkoutSchema } from '../checkout-schema';
import { discountBanner, minimumTeamSize, orderSummary } from '../order-summary';
import { initialTeamSize } from '../team-size';
import { DiscountCodeField, type DiscountFeedback } from './DiscountCodeField';
import { OrderSummaryCard } from './OrderSummaryCard';
import { TeamSizeField } from './TeamSizeField';

type AppliedDiscount = { code: string; cents: number };

type Props = {
  pricing: Pricing;
  /** The `team` query parameter: a Corporate renewal carries the member's current team size. */
  requestedTeamSize: string | null;
  /** The buyer, whose membership the order changes. */
  userId: string;
};

/** The tier card (team size, discount code) and the order summary with 'Proceed to Payment'. */
export function CheckoutForm({ pricing, requestedTeamSize, userId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const validateCode = useDiscountCodeValidateMutation();
  const initialize = usePaymentInitializeMutation(userId);
  const reasonText = useReasonText();
  const navigate = useNavigate();
  const corporate = pricing.tier === 'Corporate';
  const minimum = minimumTeamSize(pricing);
  const schema = useMemo(
    () =>
      checkoutSchema(corporate, minimum, {
        whole: t('checkout.teamSizeWhole'),
        min: t('checkout.teamSizeMin', { count: minimum }),
      }),
    [corporate, minimum, t],
  );
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      teamSize: String(corporate ? initialTeamSize(requestedTeamSize, minimum) : 1),
      discountCode: '',
    },
  });
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  const [feedback, setFeedback] = useState<DiscountFeedback | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const teamSizeText = form.watch('teamSize');
  const code = form.watch('discountCode');
  const parsedSize = Number(teamSizeText);
  // An invalid entry prices the minimum team until corrected (its error shows meanwhile).
  const teamSize =
    corporate && Number.isInteger(parsedSize) && parsedSize >= minimum ? parsedSize : minimum;
  const summary = orderSummary(pricing, teamSize, applied?.cents ?? 0);
  const banner = discountBanner(summary, applied !== null);

  function changeCode(next: string) {
    form.setValue('discountCode', next);
    // A code edited after validation is no longer the validated one.
    if (applied && next.trim() !== applied.code) setApplied(null);
    setFeedback(null);
  }

  async function applyCode() {
    const candidate = code.trim().toUpperCase();
    if (!candidate || checking) return;
    setChecking(true);
    try {
      const result = await validateCode.mutateAsync({
        code: candidate,
        tier: pricing.tier,
        amountCents: summary.subtotalCents,
      });
      setApplied(result.valid ? { code: candidate, cents: result.discountCents } : null);
      setFeedback({ valid: result.valid, reason: result.reason });
    } catch (error) {
      console.error('[checkout] discount validation failed:', error);
      setApplied(null);
      setFeedback({ valid: false, reason: null });
    } finally {
      setChecking(false);
    }
  }

  const proceed = form.handleSubmit(async (values) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const start = await initialize.mutateAsync({
        tier: pricing.tier,
        teamSize: corporate ? values.teamSize : 1,
        discountCode: applied?.code ?? null,
      });
      if (start.kind === 'free') {
        toaster.success({ title: t('checkout.freeSuccess') });
        navigate(paths.paymentCallback({ status: 'free', ref: start.subscriptionId }));
        return;
      }
      // Stays busy: the browser is leaving for the payment page.
      redirectTo(start.authorizationUrl);
    } catch (error) {
      console.error('[checkout] initialize-payment failed:', error);
      // The server's reason in the member's language; none (or a generic failure) = title only.
      const reason = error instanceof PaymentInitError ? error.reason : null;
      toaster.error({
        title: t('checkout.initFailure'),
        description: reasonText(reason, '') || undefined,
      });
      setSubmitting(false);
    }
  });

  const tierName = t(`tiers.${pricing.tier}`, { defaultValue: pricing.tier });
  const teamSizeError = form.formState.errors.teamSize?.message;

  return (
    <form onSubmit={(event) => void proceed(event)} noValidate>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="tier-heading">
          <Card.Body gap="5">
            <Stack gap="1">
              <Badge colorPalette="brand" alignSelf="start">
                {t('checkout.yearly')}
              </Badge>
              <Heading as="h2" size="xl" id="tier-heading">
                {tierName}
              </Heading>
              <Text fontSize="lg" color="brand.800" fontWeight="semibold">
                {formatCedis(pricing.base_price_cents, i18n.language)}
              </Text>
            </Stack>
            {corporate ? (
              <TeamSizeField
                registration={form.register('teamSize')}
                minimum={minimum}
                perExtraCents={pricing.price_per_additional_member_cents}
                error={teamSizeError}
                disabled={submitting}
              />
            ) : null}
            <DiscountCodeField
              value={code}
              onChange={changeCode}
              onApply={() => void applyCode()}
              checking={checking}
              feedback={feedback}
              disabled={submitting}
            />
          </Card.Body>
        </Card.Root>
        <OrderSummaryCard
          summary={summary}
          corporate={corporate}
          discountCode={applied?.code ?? null}
          banner={banner}
        >
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={t('checkout.proceeding')}
            disabled={checking}
          >
            {t('checkout.proceed')}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t('checkout.secureNote')}
          </Text>
        </OrderSummaryCard>
      </SimpleGrid>
    </form>
  );
}
