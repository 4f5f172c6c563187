import { formatCedis } from '@csan/shared-ui';
import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { pesewasOf } from '../rules/price-schema';

type Props = {
  label: string;
  value: string;
  /** A key of `pricing.errors`, when the value is refused. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A price in pesewas with its cedi equivalent below it (or why it is refused). */
export function PriceField({ label, value, error, registration }: Props) {
  const { t, i18n } = useTranslation(NS);
  const texts = useFieldTexts(Boolean(error), true);
  const pesewas = pesewasOf(value);
  return (
    <Field.Root invalid={Boolean(error)} ids={texts.ids} required>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={texts.ariaDescribedBy}
        {...registration}
      />
      {error ? (
        <Field.ErrorText>{t(`pricing.errors.${error}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {pesewas === null
            ? t('pricing.inPesewas')
            : t('pricing.equivalent', { amount: formatCedis(pesewas, i18n.language) })}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
