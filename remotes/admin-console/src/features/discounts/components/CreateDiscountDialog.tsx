import { DataError, reportError } from '@csan/shared-auth';
import { Button, SimpleGrid, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, NativeSelect } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useDiscountCreateMutation } from '../api/discount-create-mutation';
import {
  DISCOUNT_FORM_DEFAULTS,
  type DiscountFormInput,
  type DiscountInsert,
  discountFormSchema,
  todayUtc,
} from '../rules/discount-form';
import {
  DISCOUNT_STEP,
  liveValueMessage,
  MAX_PERCENTAGE,
  valueWarning,
} from '../rules/discount-value';
import { TierCheckboxes } from './TierCheckboxes';
import { ValueNotice } from './ValueNotice';

/**
 * Create Code: the code (required, saved in capitals), type and value (10 % by default) with
 * the live message and the high-value / free-order notice, max uses, uses per member (once by
 * default), valid until, tiers (none = all) and a minimum purchase. New codes are active.
 */
export function CreateDiscountDialog() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const create = useDiscountCreateMutation();
  const { ready } = useAdminWrite();
  const today = todayUtc();
  const schema = useMemo(() => discountFormSchema(today), [today]);
  const form = useForm<DiscountFormInput, unknown, DiscountInsert>({
    resolver: zodResolver(schema),
    defaultValues: DISCOUNT_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const [code, type, value] = form.watch(['code', 'type', 'value']);
  const live = liveValueMessage(type, value);
  const warning = valueWarning(type, value);
  const busy = create.isPending;
  const errorText = (key: string | undefined) => (key ? t(`discounts.errors.${key}`) : undefined);

  const submit = form.handleSubmit(async (insert) => {
    if (!ready()) return;
    try {
      await create.mutateAsync(insert);
      toaster.success({ title: t('discounts.created') });
      form.reset(DISCOUNT_FORM_DEFAULTS);
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'discount code create' });
      const said = error instanceof DataError ? error : null;
      toaster.error({
        title: t('discounts.createFailed'),
        description:
          said?.kind === 'duplicate'
            ? t('discounts.duplicate', { code: insert.code })
            : (said?.serverMessage ?? undefined),
      });
    }
  });

  return (
    <FormDialog
      trigger={
        <Button colorPalette="brand" alignSelf="flex-start">
          {t('discounts.createCode')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('discounts.form.title')}
      confirmLabel={t('discounts.form.create')}
      confirmPalette="brand"
      confirmDisabled={code.trim() === ''}
      cancelLabel={t('discounts.cancel')}
      closeLabel={t('discounts.close')}
      busy={busy}
      onConfirm={() => void submit()}
      scrollInside
    >
      <Stack gap="4">
        <LabelledField
          label={t('discounts.form.code')}
          required
          error={errorText(errors.code?.message)}
          helper={t('discounts.form.codeHelp')}
        >
          {(describedBy) => (
            <Input
              autoComplete="off"
              textTransform="uppercase"
              maxLength={50}
              aria-describedby={describedBy}
              {...form.register('code')}
            />
          )}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField label={t('discounts.form.type')}>
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field aria-describedby={describedBy} {...form.register('type')}>
                  <option value="percentage">{t('discounts.types.percentage')}</option>
                  <option value="fixed">{t('discounts.types.fixed')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <LabelledField
            label={
              type === 'percentage'
                ? t('discounts.form.valuePercentage')
                : t('discounts.form.valueFixed')
            }
            required
            error={errorText(errors.value?.message)}
            helper={
              <Text as="span" aria-live="polite" color={live === 'valid' ? 'green.fg' : 'red.fg'}>
                {t(`discounts.live.${live}`)}
              </Text>
            }
          >
            {(describedBy) => (
              <Input
                type="number"
                inputMode="decimal"
                min={DISCOUNT_STEP}
                step={DISCOUNT_STEP}
                max={type === 'percentage' ? MAX_PERCENTAGE : undefined}
                aria-describedby={describedBy}
                {...form.register('value')}
              />
            )}
          </LabelledField>
        </SimpleGrid>
        {warning ? <ValueNotice warning={warning} /> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField
            label={t('discounts.form.maxUses')}
            error={errorText(errors.maxUses?.message)}
            helper={t('discounts.form.maxUsesHelp')}
          >
            {(describedBy) => (
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                aria-describedby={describedBy}
                {...form.register('maxUses')}
              />
            )}
          </LabelledField>
          <LabelledField
            label={t('discounts.form.perMember')}
            error={errorText(errors.perMember?.message)}
            helper={t('discounts.form.perMemberHelp')}
          >
            {(describedBy) => (
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                aria-describedby={describedBy}
                {...form.register('perMember')}
              />
            )}
          </LabelledField>
          <LabelledField
            label={t('discounts.form.validUntil')}
            error={errorText(errors.validUntil?.message)}
            helper={t('discounts.form.validUntilHelp')}
          >
            {(describedBy) => (
              <Input
                type="date"
                min={today}
                aria-describedby={describedBy}
                {...form.register('validUntil')}
              />
            )}
          </LabelledField>
          <LabelledField
            label={t('discounts.form.minPurchase')}
            error={errorText(errors.minPurchase?.message)}
            helper={t('discounts.form.minPurchaseHelp')}
          >
            {(describedBy) => (
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={DISCOUNT_STEP}
                aria-describedby={describedBy}
                {...form.register('minPurchase')}
              />
            )}
          </LabelledField>
        </SimpleGrid>
        <TierCheckboxes registration={form.register('tiers')} />
      </Stack>
    </FormDialog>
  );
}
