import { Button, chakra, HStack, VisuallyHidden } from '@csan/shared-ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = { value: string; onSearch: (text: string) => void };

/**
 * The search box: web-search syntax ("quoted phrase", -excluded, or). Searching on submit keeps
 * one history entry per search; the box follows the URL when Back changes it.
 */
export function SearchForm({ value, onSearch }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <chakra.form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      w="full"
    >
      <HStack gap="2" align="stretch">
        <VisuallyHidden asChild>
          <label htmlFor={id}>{t('resources.search.label')}</label>
        </VisuallyHidden>
        <chakra.input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('resources.search.placeholder')}
          flex="1"
          minW="0"
          h="10"
          px="3"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          bg="bg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
        />
        <Button type="submit" colorPalette="brand" h="10">
          {t('resources.search.button')}
        </Button>
      </HStack>
    </chakra.form>
  );
}
