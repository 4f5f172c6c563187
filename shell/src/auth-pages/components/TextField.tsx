import { Field, Input } from '@csan/shared-ui/forms';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n/namespace';

type Props = ComponentProps<typeof Input> & {
  label: string;
  /** A message key of the auth namespace (zod messages are keys), shown tied to the input. */
  error?: string;
  helper?: ReactNode;
};

/**
 * The ids of a field's helper and error texts, and the input's aria-describedby naming the one
 * shown. Field marks an error only with aria-errormessage, which several screen readers still
 * ignore; aria-describedby makes them read the error with the field.
 */
export function useFieldTexts(showError: boolean, showHelper: boolean, describedBy?: string) {
  const base = useId();
  const ids = { errorText: `${base}-error`, helperText: `${base}-helper` };
  const own = showError ? ids.errorText : showHelper ? ids.helperText : null;
  const ariaDescribedBy = [describedBy, own].filter(Boolean).join(' ') || undefined;
  return { ids, ariaDescribedBy };
}

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
