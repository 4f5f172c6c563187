import type { ReactNode } from 'react';
import { Field } from './chakra';
import { useFieldTexts } from './field-texts';

type Props = {
  label: ReactNode;
  /** The error to show (already translated), if any. */
  error?: string | undefined;
  /** Shown under the control when there is no error. */
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Ids the control is also described by (a hint above it, say). */
  describedBy?: string;
  /**
   * The control. A function is given the aria-describedby naming the text shown under it
   * (error or helper), for controls Field cannot wire itself.
   */
  children: ReactNode | ((describedBy: string | undefined) => ReactNode);
};

/**
 * The portal's one labelled field: label (with the required mark), the control, then its error
 * or its helper text — the error also read with the control (aria-describedby), which several
 * screen readers need (see useFieldTexts).
 */
export function LabelledField({
  label,
  error,
  helper,
  required,
  disabled,
  describedBy,
  children,
}: Props) {
  const texts = useFieldTexts(Boolean(error), Boolean(helper), describedBy);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={texts.ids}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {typeof children === 'function' ? children(texts.ariaDescribedBy) : children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
