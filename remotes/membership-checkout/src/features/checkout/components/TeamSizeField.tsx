import { formatCedis } from '@csan/shared-ui';
import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = {
  registration: UseFormRegisterReturn<'teamSize'>;
  minimum: number;
  perExtraCents: number;
  error: string | undefined;
  disabled: boolean;
};

/** Corporate team size: at least the tier's minimum, the error tied to the input (aria). */
export function TeamSizeField({ registration, minimum, perExtraCents, error, disabled }: Props) {
  const { t, i18n } = useTranslation(NS);
  // The help is always shown; the error, once there is one, is what the input is read with.
  const { ids, ariaDescribedBy } = useFieldTexts(Boolean(error), true);
  return (
    <Field.Root invalid={Boolean(error)} required ids={ids}>
      <Field.Label>
        {t('checkout.teamSize')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={minimum}
        step={1}
        maxW="40"
        disabled={disabled}
        aria-describedby={ariaDescribedBy}
        {...registration}
      />
      <Field.HelperText>
        {t('checkout.teamSizeHelp', {
          count: minimum,
          price: formatCedis(perExtraCents, i18n.language),
        })}
      </Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
