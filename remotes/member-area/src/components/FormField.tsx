import { Field, Input, Textarea, useFieldTexts } from '@csan/shared-ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  help?: string;
  /** The translated error, when the field has one. */
  error?: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'date' | 'email';
  inputMode?: 'decimal' | 'email' | 'numeric' | 'text';
  autoComplete?: string;
};

/** One field of the team and project forms: label, control, help, and its error read with the control. */
export function FormField({
  label,
  help,
  error,
  registration,
  required,
  multiline,
  rows = 4,
  ...input
}: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(help));
  const control = { 'aria-describedby': texts.ariaDescribedBy, ...registration };
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={texts.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? <Textarea rows={rows} {...control} /> : <Input {...input} {...control} />}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
