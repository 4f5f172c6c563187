import { reportError } from '@csan/shared-auth';
import { Button, Card, chakra, Heading, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { TierPricing } from '../api/pricing-list-query';
import { usePricingUpdateMutation } from '../api/pricing-update-mutation';
import { type PriceInput, type PriceValues, priceSchema } from '../rules/price-schema';
import { PriceField } from './PriceField';

/**
 * One tier's price: billing period, base price in pesewas (with cedis), the per-extra-member
 * price for Corporate only, Active, Save Changes. Checkout prices orders from this row, so a
 * saved price is what the next order is charged.
 */
export function PricingCard({ pricing }: { pricing: TierPricing }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const activeId = useId();
  const update = usePricingUpdateMutation();
  const { ready } = useAdminWrite();
  const corporate = pricing.tier === 'Corporate';
  const form = useForm<PriceInput, unknown, PriceValues>({
    resolver: zodResolver(priceSchema),
    mode: 'onChange',
    values: {
      basePrice: String(pricing.base_price_cents),
      extraMemberPrice: String(pricing.price_per_additional_member_cents),
      isActive: pricing.is_active,
    },
    // A refetch (another admin's save, the window regaining focus) keeps what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const tier = t(`pricing.tiers.${pricing.tier}`, { defaultValue: pricing.tier });

  const save = form.handleSubmit(async (values) => {
    if (!ready()) return;
    try {
      await update.mutateAsync({
        id: pricing.id,
        base_price_cents: values.basePrice,
        price_per_additional_member_cents: corporate
          ? values.extraMemberPrice
          : pricing.price_per_additional_member_cents,
        is_active: values.isActive,
      });
      toaster.success({ title: t('pricing.saved', { tier }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'pricing update' });
      toaster.error({ title: t('pricing.saveFailed') });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <form noValidate onSubmit={(event) => void save(event)}>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h3" size="md" id={headingId}>
                {tier}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('pricing.billingPeriod', {
                  period: t(`pricing.periods.${pricing.billing_period}`, {
                    defaultValue: pricing.billing_period,
                  }),
                })}
              </Text>
            </Stack>
            <PriceField
              label={t('pricing.basePrice')}
              value={form.watch('basePrice')}
              error={errors.basePrice?.message}
              registration={form.register('basePrice')}
            />
            {corporate ? (
              <PriceField
                label={t('pricing.extraMemberPrice', { count: pricing.team_size_min })}
                value={form.watch('extraMemberPrice')}
                error={errors.extraMemberPrice?.message}
                registration={form.register('extraMemberPrice')}
              />
            ) : null}
            <chakra.label
              htmlFor={activeId}
              display="flex"
              alignItems="center"
              gap="2"
              fontSize="sm"
            >
              <chakra.input
                id={activeId}
                type="checkbox"
                width="4"
                height="4"
                accentColor="var(--chakra-colors-brand-600)"
                {...form.register('isActive')}
              />
              {t('pricing.active')}
            </chakra.label>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={update.isPending}
              disabled={!form.formState.isValid}
            >
              {t('pricing.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
