import { useId } from 'react';

/**
 * The ids of a field's helper and error texts (pass `ids` to `Field.Root`), and the control's
 * aria-describedby naming the one shown, after any `describedBy` of the caller. Field marks an
 * error only with aria-errormessage, which several screen readers still ignore;
 * aria-describedby makes them read the error with the field.
 */
export function useFieldTexts(showError: boolean, showHelper: boolean, describedBy?: string) {
  const base = useId();
  const ids = { errorText: `${base}-error`, helperText: `${base}-helper` };
  const own = showError ? ids.errorText : showHelper ? ids.helperText : null;
  const ariaDescribedBy = [describedBy, own].filter(Boolean).join(' ') || undefined;
  return { ids, ariaDescribedBy };
}
