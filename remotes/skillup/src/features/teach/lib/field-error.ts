import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/**
 * The authoring forms' field errors in the reader's language: the schemas' messages are keys
 * under `teach.errors` (course-schema.ts).
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation(NS);
  return (name: keyof T & string): string | undefined => {
    const key = errors[name]?.message;
    return typeof key === 'string' && key ? t(`teach.errors.${key}`) : undefined;
  };
}
