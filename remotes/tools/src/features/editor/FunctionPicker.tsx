import { Box, Button, SimpleGrid, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import type { Group } from './editor-tree';

/**
 * The top-level nodes as buttons with each one's progress (a bar read as 'N of M answered'):
 * the editor shows one at a time, so a phone never scrolls through 106 items.
 */
export function FunctionPicker({
  groups,
  current,
  onPick,
}: {
  groups: Group[];
  current: string | undefined;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 6 }} gap="2" p="0">
      {groups.map((g) => {
        const pct = g.total === 0 ? 0 : Math.round((100 * g.answered) / g.total);
        const label = t('editor.progress', { answered: g.answered, total: g.total });
        return (
          <Box as="li" key={g.top.code}>
            <Button
              variant={g.top.code === current ? 'solid' : 'outline'}
              colorPalette="brand"
              w="full"
              h="auto"
              py="2"
              flexDirection="column"
              alignItems="stretch"
              aria-pressed={g.top.code === current}
              onClick={() => onPick(g.top.code)}
            >
              <Text fontWeight="bold" truncate>
                {g.top.code} {g.top.title}
              </Text>
              {/* The bar repeats the text under it: hidden from screen readers. */}
              <Box aria-hidden="true" h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden">
                <Box h="full" w={`${pct}%`} bg="green.500" />
              </Box>
              <Text fontSize="xs">{label}</Text>
            </Button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
