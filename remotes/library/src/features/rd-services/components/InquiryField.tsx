import { Field, useFieldTexts } from '@csan/shared-ui/forms';
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

type Props = {
  label: string;
  required?: boolean;
  /** The translated error, if the field has one. */
  error?: string;
  helper?: string;
  /** The control (Input, Textarea, NativeSelect.Field); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Wraps the control (NativeSelect.Root) after aria-describedby is set. */
  wrap?: (control: ReactNode) => ReactNode;
};

/** One labelled field of the inquiry form; its error or helper text is read with the control. */
export function InquiryField({ label, required = false, error, helper, children, wrap }: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(helper));
  const control = cloneElement(children, { 'aria-describedby': texts.ariaDescribedBy });
  return (
    <Field.Root required={required} invalid={Boolean(error)} ids={texts.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {wrap ? wrap(control) : control}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
