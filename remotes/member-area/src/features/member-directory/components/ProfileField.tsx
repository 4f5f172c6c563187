import { Field, Input, Textarea, useFieldTexts } from '@csan/shared-ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  label: string;
  help?: string;
  /** The translated error, when the field has one. */
  error?: string;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  inputMode?: 'url' | 'text';
  autoComplete?: string;
  placeholder?: string;
};

/** One field of Edit Profile: label, control, help, and its error read with the control. */
export function ProfileField({ label, help, error, registration, multiline, ...input }: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(help));
  const control = {
    'aria-describedby': texts.ariaDescribedBy,
    ...registration,
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={texts.ids}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea rows={4} {...control} /> : <Input {...input} {...control} />}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {help && !error ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}
