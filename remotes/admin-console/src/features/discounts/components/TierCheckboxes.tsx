import { chakra, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { TIERS } from '../rules/discount-form';

/** The tiers a code is for, as checkboxes; none ticked means every tier. */
export function TierCheckboxes({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation(NS);
  const helpId = useId();
  return (
    <chakra.fieldset aria-describedby={helpId}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {t('discounts.form.tiers')}
      </chakra.legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {TIERS.map((tier) => (
          <chakra.label key={tier} display="flex" alignItems="center" gap="2" fontSize="sm">
            <chakra.input
              type="checkbox"
              value={tier}
              width="4"
              height="4"
              accentColor="var(--chakra-colors-brand-600)"
              {...registration}
            />
            {t(`pricing.tiers.${tier}`)}
          </chakra.label>
        ))}
      </Stack>
      <Text id={helpId} fontSize="xs" color="fg.muted" mt="1">
        {t('discounts.form.tiersHelp')}
      </Text>
    </chakra.fieldset>
  );
}
