import { Field, Input } from '@csan/shared-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/namespace';

type Props = ComponentProps<typeof Input> & {
  label: string;
  /** A message key of the auth namespace (zod messages are keys), shown tied to the input. */
  error?: string;
  helper?: ReactNode;
};

/**
 * A labelled input: Field wires the label, aria-invalid and aria-describedby to the helper and
 * error texts, so a screen reader reads the error with the field.
 */
export function TextField({ label, error, helper, required, ...input }: Props) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator aria-hidden="true" /> : null}
      </Field.Label>
      <Input {...input} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
