import { Button, Flex, SimpleGrid, Stack } from '@csan/shared-ui';
import { Field, Input, NativeSelect } from '@csan/shared-ui/forms';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { AUDIT_SOURCES, type AuditFilters } from '../rules/audit-filters';

type Props = {
  /** The search in the address (or the defaults before the first one). */
  value: AuditFilters;
  onSearch: (filters: AuditFilters) => void;
  /** Download CSV, beside Search. */
  download: ReactNode;
};

/** Source, action contains, from and to dates; Search applies them (to the address). */
export function AuditFilterForm({ value, onSearch, download }: Props) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(value);
  // The address changed under us (Back/Forward, a link): show what it says.
  useEffect(() => setDraft(value), [value]);
  const datesReversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const set = (changes: Partial<AuditFilters>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!datesReversed) onSearch({ ...draft, action: draft.action.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={t('audit.filters')} noValidate>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <Field.Root>
            <Field.Label>{t('audit.source')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.source}
                onChange={(event) => set({ source: event.target.value as AuditFilters['source'] })}
              >
                <option value="all">{t('audit.sources.all')}</option>
                {AUDIT_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {t(`audit.sources.${source}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.action')}</Field.Label>
            <Input
              type="search"
              value={draft.action}
              placeholder={t('audit.actionPlaceholder')}
              maxLength={100}
              onChange={(event) => set({ action: event.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('audit.from')}</Field.Label>
            <Input
              type="date"
              value={draft.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={datesReversed}>
            <Field.Label>{t('audit.to')}</Field.Label>
            <Input
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
            {datesReversed ? <Field.ErrorText>{t('audit.datesReversed')}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>
        <Flex gap="3" wrap="wrap" align="center">
          <Button type="submit" colorPalette="brand" disabled={datesReversed}>
            {t('audit.search')}
          </Button>
          {download}
        </Flex>
      </Stack>
    </form>
  );
}
