import { chakra, HStack, Stack, Text } from '@csan/shared-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useContentTypeListQuery } from '../api/content-type-list-query';

type Props = { selected: string[]; onChange: (types: string[]) => void };

/** The content-type checkboxes; the options are the types present in the library. */
export function TypeFilter({ selected, onChange }: Props) {
  const { t } = useTranslation(NS);
  const types = useContentTypeListQuery();
  // The boxes show a tick at once; the URL (which the router updates in a transition) follows,
  // and Back or Clear filters bring the boxes back in line with it.
  const [ticked, setTicked] = useState(selected);
  const key = selected.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `selected`
  useEffect(() => setTicked(selected), [key]);
  const chosen = new Set(ticked);

  function toggle(type: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    const sorted = [...next].sort();
    setTicked(sorted);
    onChange(sorted);
  }

  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" mb="2">
        {t('resources.filter.legend')}
      </chakra.legend>
      {types.isError ? (
        <Text color="fg.muted" fontSize="sm">
          {t('resources.filter.failed')}
        </Text>
      ) : (
        <Stack direction={{ base: 'row', lg: 'column' }} flexWrap="wrap" gap="2" columnGap="4">
          {(types.data ?? []).map(({ contentType, count }) => (
            <HStack as="label" key={contentType} gap="2" cursor="pointer" fontSize="sm">
              <chakra.input
                type="checkbox"
                checked={chosen.has(contentType)}
                onChange={(event) => toggle(contentType, event.target.checked)}
                accentColor="brand.700"
                w="4"
                h="4"
              />
              <span>
                {t(`resources.types.${contentType}`, { defaultValue: contentType })}{' '}
                <Text as="span" color="fg.muted">
                  ({count})
                </Text>
              </span>
            </HStack>
          ))}
        </Stack>
      )}
    </chakra.fieldset>
  );
}
