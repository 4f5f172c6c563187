import { Field, useFieldTexts } from '@csan/shared-ui/forms';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  /** The error to show (already translated), if any. */
  error?: string | undefined;
  /** Shown under the control when there is no error. */
  helper?: ReactNode;
  required?: boolean;
  /** The control, given the aria-describedby naming the text shown under it. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** One field of an admin dialog: label, control, then its error or its helper text. */
export function LabelledField({ label, error, helper, required, children }: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(helper));
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={texts.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children(texts.ariaDescribedBy)}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
