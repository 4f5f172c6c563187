import { DataError, reportError } from '@csan/shared-auth';
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
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { membershipKeys } from '../../../api/keys';
import type { Pricing } from '../../../api/pricing-list-query';
import { NS } from '../../../i18n/namespace';
import { mobileMoneyCallbackUrl } from '../../../lib/payment-callback-url';
import { useReasonText } from '../../../lib/reason-text';
import { redirectTo } from '../../../lib/redirect';
import type { ServerReason } from '../../../lib/server-reason';
import { reasonOf } from '../../../lib/server-reason';
import { type OrderQuote, useOrderQuoteQuery } from '../api/order-quote-query';
import { usePaymentInitializeMutation } from '../api/payment-initialize-mutation';
import { type CheckoutInput, type CheckoutValues, checkoutSchema } from '../checkout-schema';
import { discountBanner, minimumTeamSize, summaryOf } from '../order-summary';
import { initialTeamSize } from '../team-size';
import { DiscountCodeField, type DiscountFeedback } from './DiscountCodeField';
import { OrderSummaryCard, type SummaryState } from './OrderSummaryCard';
import { PaymentMethodField } from './PaymentMethodField';
import { TeamSizeField } from './TeamSizeField';

type Props = {
  pricing: Pricing;
  /** The `team` query parameter: a Corporate renewal carries the member's current team size. */
  requestedTeamSize: string | null;
  /** The buyer, whose membership the order changes. */
  userId: string;
};

/** A failed call's reason (a DataError from invokeFunction keeps the function's code). */
function reasonOfError(error: unknown): ServerReason | null {
  if (error instanceof DataError && (error.code || error.status)) {
    return { code: error.code, params: error.params, message: error.message };
  }
  return null;
}

/** What the code field says: the server's verdict on the applied code for this very order. */
function feedbackOf(quote: OrderQuote | undefined, failed: boolean): DiscountFeedback | null {
  if (failed) return { valid: false, reason: null };
  return quote?.discount ? { valid: quote.discount.valid, reason: quote.discount.reason } : null;
}

/**
 * The tier card (team size, discount code) and the order summary with the order's button. The
 * page holds the inputs and the applied CODE, never an amount: every change asks the server for
 * the quote again (quote-order), the summary shows only that quote, and the order confirms its
 * total (initialize-payment refuses another). A free quote activates without the provider.
 */
export function CheckoutForm({ pricing, requestedTeamSize, userId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const initialize = usePaymentInitializeMutation(userId);
  const queryClient = useQueryClient();
  const reasonText = useReasonText();
  const navigate = useNavigate();
  const corporate = pricing.tier === 'Corporate';
  const minimum = minimumTeamSize(pricing);
  const schema = useMemo(
    () =>
      checkoutSchema(corporate, minimum, {
        whole: t('checkout.teamSizeWhole'),
        min: t('checkout.teamSizeMin', { count: minimum }),
        network: t('checkout.networkRequired'),
        phone: t('checkout.phoneInvalid'),
      }),
    [corporate, minimum, t],
  );
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      teamSize: String(corporate ? initialTeamSize(requestedTeamSize, minimum) : 1),
      discountCode: '',
      method: 'card',
      network: '',
      phone: '',
    },
  });
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const teamSizeText = form.watch('teamSize');
  const code = form.watch('discountCode');
  const method = form.watch('method');
  const parsedSize = Number(teamSizeText);
  // An invalid entry is quoted at the minimum team until corrected (its error shows meanwhile).
  const teamSize =
    corporate && Number.isInteger(parsedSize) && parsedSize >= minimum ? parsedSize : minimum;
  const quote = useOrderQuoteQuery(userId, {
    tier: pricing.tier,
    teamSize,
    discountCode: appliedCode,
  });
  // The quote of exactly the inputs on screen; the previous one is only shown while it comes.
  const current = quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined;
  const checking = appliedCode !== null && quote.isFetching;
  const feedback = appliedCode && !checking ? feedbackOf(current, quote.isError) : null;

  function changeCode(next: string) {
    form.setValue('discountCode', next);
    // A code edited after it was applied is no longer the applied one.
    if (appliedCode && next.trim() !== appliedCode) setAppliedCode(null);
  }

  function applyCode() {
    const candidate = code.trim().toUpperCase();
    if (!candidate || checking) return;
    // The same code again: ask the server again (its uses or dates may have changed).
    if (candidate === appliedCode) void quote.refetch();
    else setAppliedCode(candidate);
  }

  const proceed = form.handleSubmit(async (values) => {
    if (submitting || !current || current.refusal) return;
    setSubmitting(true);
    try {
      const start = await initialize.mutateAsync({
        tier: current.tier,
        teamSize: current.teamSize,
        // A code the server did not apply is not part of the order shown.
        discountCode: current.discount?.valid ? current.discountCode : null,
        expectedTotalCents: current.totalCents,
        // A free order needs no payment, whatever the method chosen.
        mobileMoney: current.free ? null : values.mobileMoney,
      });
      if (start.kind === 'free') {
        toaster.success({ title: t('checkout.freeSuccess') });
        navigate(paths.paymentCallback({ status: 'free', ref: start.subscriptionId }));
        return;
      }
      if (start.kind === 'mobile-money') {
        // No provider page: the result page waits for the phone (or first takes the OTP).
        navigate(
          mobileMoneyCallbackUrl({
            reference: start.reference,
            tier: current.tier,
            teamSize: current.teamSize,
            otp: start.step === 'send_otp',
          }),
        );
        return;
      }
      // Stays busy: the browser is leaving for the payment page.
      redirectTo(start.authorizationUrl);
    } catch (error) {
      reportError(error, { remote: 'membership_checkout', action: 'initialize-payment' });
      // The server's reason in the member's language; none (or a generic failure) = title only.
      const reason = reasonOf(error);
      toaster.error({
        title: t('checkout.initFailure'),
        description: reasonText(reason, '') || undefined,
      });
      // The price moved (or the seats did): show the server's new quote before any retry.
      if (reason?.code === 'total_changed' || reason?.code?.endsWith('_below_seats')) {
        void queryClient.invalidateQueries({ queryKey: membershipKeys.membership(userId) });
      }
      setSubmitting(false);
    }
  });

  const shown = quote.data;
  const summaryState: SummaryState = shown
    ? { kind: 'ready', summary: summaryOf(shown), updating: !current }
    : quote.isError
      ? {
          kind: 'error',
          message: reasonText(reasonOfError(quote.error), ''),
          onRetry: () => void quote.refetch(),
        }
      : { kind: 'loading' };
  const banner = shown ? discountBanner(summaryOf(shown), Boolean(shown.discount?.valid)) : null;
  const free = shown?.free ?? false;
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
                {formatCedis(shown?.baseCents ?? pricing.base_price_cents, i18n.language)}
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
              onApply={applyCode}
              checking={checking}
              feedback={feedback}
              disabled={submitting}
            />
            {free ? null : (
              <PaymentMethodField
                register={form.register}
                method={method}
                errors={{
                  network: form.formState.errors.network?.message,
                  phone: form.formState.errors.phone?.message,
                }}
                disabled={submitting}
              />
            )}
          </Card.Body>
        </Card.Root>
        <OrderSummaryCard
          state={summaryState}
          corporate={corporate}
          discountCode={shown?.discount?.valid ? shown.discountCode : null}
          banner={banner}
          refusal={
            current?.refusal ? reasonText(current.refusal, current.refusal.message ?? '') : null
          }
        >
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={
              free
                ? t('checkout.activating')
                : method === 'mobile_money'
                  ? t('checkout.sendingRequest')
                  : t('checkout.proceeding')
            }
            // Only the quote of the inputs on screen can be confirmed.
            disabled={!current || Boolean(current.refusal) || checking}
          >
            {free
              ? t('checkout.activate')
              : method === 'mobile_money'
                ? t('checkout.proceedMobileMoney')
                : t('checkout.proceed')}
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {free ? t('checkout.freeNote') : t('checkout.secureNote')}
          </Text>
        </OrderSummaryCard>
      </SimpleGrid>
    </form>
  );
}
