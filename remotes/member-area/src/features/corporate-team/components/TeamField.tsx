import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  help?: string;
  /** The translated error, when the field has one. */
  error?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'email' | 'numeric';
  autoComplete?: string;
};

/** One field of the team forms: label, control, help, and its error read with the control. */
export function TeamField({ label, help, error, registration, required, ...input }: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(help));
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={texts.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} aria-describedby={texts.ariaDescribedBy} {...registration} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
