import { Input, LabelledField, Textarea } from '@csan/shared-ui/forms';
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

/**
 * A react-hook-form text field of the team and project forms: the shared LabelledField (label,
 * help, its error read with the control) around an Input or Textarea bound to `registration`.
 */
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
  return (
    <LabelledField label={label} helper={help} error={error} required={required}>
      {(describedBy) => {
        const control = { 'aria-describedby': describedBy, ...registration };
        return multiline ? (
          <Textarea rows={rows} {...control} />
        ) : (
          <Input {...input} {...control} />
        );
      }}
    </LabelledField>
  );
}
