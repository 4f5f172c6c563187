import { Box, Button, HStack, Stack } from '@csan/shared-ui';
import { Field, Input, NativeSelect } from '@csan/shared-ui/forms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryListParams } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { useExpertiseAreaListQuery } from '../api/expertise-area-list-query';
import { MAX_SEARCH_LENGTH } from '../rules/directory-search';

type Props = {
  params: DirectoryListParams;
  /** A new search or filter, from page 1. */
  onChange: (params: DirectoryListParams) => void;
};

/**
 * The search box (name, organization, expertise, country; sent with Search or Enter) and the
 * expertise filter (applied when chosen). A chosen area no longer listed stays selectable.
 */
export function DirectorySearch({ params, onChange }: Props) {
  const { t } = useTranslation(NS);
  const areas = useExpertiseAreaListQuery();
  const [text, setText] = useState(params.search);
  const [shownSearch, setShownSearch] = useState(params.search);
  // The URL changed (Back, Clear filters): the box follows it.
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    setText(params.search);
  }
  const searchId = useId();
  const options = areas.data ?? [];
  const listed = options.some((o) => o.area.toLowerCase() === params.expertise.toLowerCase());
  const filtered = Boolean(params.search || params.expertise);

  return (
    <Box
      as="form"
      role="search"
      aria-label={t('memberDirectory.list.search')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange({ ...params, search: text.trim(), page: 1 });
      }}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
        <Field.Root flex="2">
          <Field.Label htmlFor={searchId}>{t('memberDirectory.list.search')}</Field.Label>
          <HStack gap="2" width="full">
            <Input
              id={searchId}
              type="search"
              value={text}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={t('memberDirectory.list.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" colorPalette="brand">
              {t('memberDirectory.list.searchButton')}
            </Button>
          </HStack>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('memberDirectory.list.expertise')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={params.expertise}
              onChange={(event) => onChange({ ...params, expertise: event.target.value, page: 1 })}
            >
              <option value="">{t('memberDirectory.list.allExpertise')}</option>
              {params.expertise && !listed ? (
                <option value={params.expertise}>{params.expertise}</option>
              ) : null}
              {options.map(({ area, members }) => (
                <option key={area} value={area}>
                  {t('memberDirectory.list.areaOption', { area, count: members })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {filtered ? (
          <Button
            variant="ghost"
            colorPalette="brand"
            onClick={() => onChange({ search: '', expertise: '', page: 1 })}
          >
            {t('memberDirectory.list.clear')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
