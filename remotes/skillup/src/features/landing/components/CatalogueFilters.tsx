import { Button, chakra, Stack } from '@csan/shared-ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueSearch } from '../../../api/keys';
import { CONTENT_LANGUAGES, LEVELS } from '../../../api/types';
import { NS } from '../../../i18n/namespace';

const control = {
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  bg: 'bg',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

type Props = { search: CatalogueSearch; onChange: (next: CatalogueSearch) => void };

/** Search text (sent on submit) and the level and language filters (applied as chosen). */
export function CatalogueFilters({ search, onChange }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  return (
    <chakra.form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...search, q: text.trim() });
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <Stack gap="1" flex="1">
          <chakra.label htmlFor={`${id}-q`} fontSize="sm" fontWeight="medium">
            {t('catalogue.search')}
          </chakra.label>
          <chakra.input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...control}
          />
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-level`} fontSize="sm" fontWeight="medium">
            {t('catalogue.level')}
          </chakra.label>
          <chakra.select
            id={`${id}-level`}
            value={search.level}
            onChange={(event) => onChange({ ...search, level: event.target.value })}
            {...control}
          >
            <option value="">{t('catalogue.anyLevel')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </chakra.select>
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-language`} fontSize="sm" fontWeight="medium">
            {t('catalogue.language')}
          </chakra.label>
          <chakra.select
            id={`${id}-language`}
            value={search.language}
            onChange={(event) => onChange({ ...search, language: event.target.value })}
            {...control}
          >
            <option value="">{t('catalogue.anyLanguage')}</option>
            {CONTENT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </chakra.select>
        </Stack>
        <Button type="submit" colorPalette="brand" h="10">
          {t('catalogue.searchButton')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
