import { Alert, chakra, Stack, Text } from '@csan/shared-ui';
import { Input, LabelledField, NativeSelect } from '@csan/shared-ui/forms';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { CheckoutInput } from '../checkout-schema';
import { MOBILE_MONEY_NETWORKS, type PaymentMethod } from '../mobile-money';

type Props = {
  register: UseFormRegister<CheckoutInput>;
  method: PaymentMethod;
  errors: { network?: string | undefined; phone?: string | undefined };
  disabled: boolean;
};

const Option = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    padding: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { borderColor: 'brand.600' },
    '&:has(input:checked)': { borderColor: 'brand.600', bg: 'brand.50' },
    '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.600' },
  },
});

/**
 * Card or mobile money (native radios: a fieldset the keyboard and screen readers know). Mobile
 * money asks for the network and the wallet's number, and says that it renews by reminder:
 * Paystack cannot debit a wallet again without the member approving it.
 */
export function PaymentMethodField({ register, method, errors, disabled }: Props) {
  const { t } = useTranslation(NS);
  const options: { value: PaymentMethod; label: string; help: string }[] = [
    { value: 'card', label: t('checkout.methodCard'), help: t('checkout.methodCardHelp') },
    {
      value: 'mobile_money',
      label: t('checkout.methodMobileMoney'),
      help: t('checkout.methodMobileMoneyHelp'),
    },
  ];
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" disabled={disabled}>
      <chakra.legend fontWeight="medium" mb="2">
        {t('checkout.payWith')}
      </chakra.legend>
      <Stack gap="2">
        {options.map((option) => (
          <Option key={option.value}>
            <chakra.input
              type="radio"
              value={option.value}
              mt="1"
              accentColor="var(--chakra-colors-brand-600)"
              aria-describedby={`method-help-${option.value}`}
              {...register('method')}
            />
            <Stack gap="0">
              <Text fontWeight="semibold">{option.label}</Text>
              <Text fontSize="sm" color="fg.muted" id={`method-help-${option.value}`}>
                {option.help}
              </Text>
            </Stack>
          </Option>
        ))}
      </Stack>
      {method === 'mobile_money' ? (
        <Stack gap="4" mt="4">
          <LabelledField label={t('checkout.network')} error={errors.network} required>
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field aria-describedby={describedBy} {...register('network')}>
                  <option value="">{t('checkout.networkChoose')}</option>
                  {MOBILE_MONEY_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {t(`checkout.networks.${network}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <LabelledField
            label={t('checkout.phone')}
            error={errors.phone}
            helper={t('checkout.phoneHelp')}
            required
          >
            {(describedBy) => (
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="024 123 4567"
                maxW="64"
                aria-describedby={describedBy}
                {...register('phone')}
              />
            )}
          </LabelledField>
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('checkout.mobileMoneyRenewal')}</Alert.Description>
          </Alert.Root>
        </Stack>
      ) : null}
    </chakra.fieldset>
  );
}
