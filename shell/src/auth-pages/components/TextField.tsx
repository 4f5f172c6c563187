import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/namespace';

type Props = ComponentProps<typeof Input> & {
  label: string;
  /** A message key of the auth namespace (zod messages are keys), shown tied to the input. */
  error?: string;
  helper?: ReactNode;
};

/** A labelled input: label, aria-invalid and the helper or error text wired to the input. */
export function TextField({ label, error, helper, required, ...input }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const { ids, ariaDescribedBy } = useFieldTexts(
    Boolean(error),
    Boolean(helper),
    input['aria-describedby'],
  );
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator aria-hidden="true" /> : null}
      </Field.Label>
      <Input {...input} aria-describedby={ariaDescribedBy} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
