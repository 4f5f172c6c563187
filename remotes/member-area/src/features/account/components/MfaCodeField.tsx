import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import type { ComponentProps, RefObject } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = {
  control: Control<{ code: string }>;
  /** The form's error for the code: a key of the account namespace. */
  error: string | undefined;
  label: string;
  help: string;
  /** Keeps only what a code of this kind may contain, as the member types. */
  sanitize: (value: string) => string;
  /** Where the dialog puts focus (on open, and after a refused code). */
  inputRef: RefObject<HTMLInputElement | null>;
  input: Pick<
    ComponentProps<typeof Input>,
    'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'placeholder' | 'letterSpacing'
  >;
};

/**
 * The code entry of the MFA dialogs (enable: the app's 6 digits; disable: those or a backup
 * code): labelled, required, typed code kept to what the code may hold, and its help or error
 * read with it.
 */
export function MfaCodeField({ control, error, label, help, sanitize, inputRef, input }: Props) {
  const { t } = useTranslation(NS);
  const texts = useFieldTexts(Boolean(error), true);
  return (
    <Field.Root invalid={Boolean(error)} required ids={texts.ids}>
      <Field.Label>{label}</Field.Label>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <Input
            ref={(element) => {
              field.ref(element);
              inputRef.current = element;
            }}
            name={field.name}
            value={field.value}
            aria-describedby={texts.ariaDescribedBy}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(sanitize(event.target.value))}
            autoComplete="one-time-code"
            fontFamily="mono"
            {...input}
          />
        )}
      />
      {error ? (
        <Field.ErrorText>{t(`account.${error}`)}</Field.ErrorText>
      ) : (
        <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
