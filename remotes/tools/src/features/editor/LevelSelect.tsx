import { Text } from '@csan/shared-ui';
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
  // Read-only: the level in words, not a control that looks usable (and Chakra's select inside
  // a Field takes the Field's `disabled`, never its own).
  if (disabled) {
    return (
      <Text id={id} py="1" data-readonly-level>
        {value === null ? t('levels.none') : `${value} — ${t(`levels.${value}`)}`}
      </Text>
    );
  }
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        id={id}
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
