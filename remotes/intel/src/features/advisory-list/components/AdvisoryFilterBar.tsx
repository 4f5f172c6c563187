import { Box, Button, HStack, SimpleGrid } from '@csan/shared-ui';
import { Field, Input, NativeSelect } from '@csan/shared-ui/forms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTORS, STATUSES } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { SEVERITIES } from '../../../lib/severity';
import { TLP_LABEL, TLP_LEVELS } from '../../../lib/tlp';
import type { AdvisoryFilters } from '../api/advisory-list-query';

type Props = { filters: AdvisoryFilters; onChange: (filters: AdvisoryFilters) => void };

type SelectProps = {
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

function FilterSelect({ label, value, all, options, onChange }: SelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Severity, TLP, status and sector (applied when chosen) and the text search (on Search/Enter). */
export function AdvisoryFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(filters.q);
  const [shown, setShown] = useState(filters.q);
  // The address changed (Back, Clear): the box follows it.
  if (shown !== filters.q) {
    setShown(filters.q);
    setText(filters.q);
  }
  const searchId = useId();
  const set = (key: keyof AdvisoryFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  const filtered = Object.values(filters).some((v) => v !== '');
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('list.filters')}
      mb="6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange({ ...filters, q: text.trim() });
      }}
    >
      <Field.Root mb="3">
        <Field.Label htmlFor={searchId}>{t('list.search')}</Field.Label>
        <HStack gap="2" width="full">
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={200}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" colorPalette="brand">
            {t('list.searchButton')}
          </Button>
        </HStack>
      </Field.Root>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <FilterSelect
          label={t('list.severity')}
          value={filters.severity}
          all={t('list.any')}
          options={SEVERITIES.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
          onChange={set('severity')}
        />
        <FilterSelect
          label={t('list.tlp')}
          value={filters.tlp}
          all={t('list.any')}
          options={TLP_LEVELS.map((l) => ({ value: l, label: TLP_LABEL[l] }))}
          onChange={set('tlp')}
        />
        <FilterSelect
          label={t('list.status')}
          value={filters.status}
          all={t('list.any')}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={set('status')}
        />
        <FilterSelect
          label={t('list.sector')}
          value={filters.sector}
          all={t('list.any')}
          options={SECTORS.map((s) => ({ value: s, label: t(`sector.${s}`) }))}
          onChange={set('sector')}
        />
      </SimpleGrid>
      {filtered ? (
        <Button
          mt="3"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          onClick={() => onChange({ severity: '', tlp: '', status: '', sector: '', q: '' })}
        >
          {t('list.clear')}
        </Button>
      ) : null}
    </Box>
  );
}
