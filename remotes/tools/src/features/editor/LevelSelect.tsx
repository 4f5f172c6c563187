import { NativeSelect } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { LEVELS, parseLevel } from '../../lib/levels';

/** A 0–5 level with its meaning in each option ('3 — Defined (documented and applied)'). */
export function LevelSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: number | null;
  disabled: boolean;
  onChange: (level: number | null) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field
        id={id}
        disabled={disabled}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(parseLevel(e.currentTarget.value))}
      >
        <option value="">{t('levels.none')}</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {level} — {t(`levels.${level}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
