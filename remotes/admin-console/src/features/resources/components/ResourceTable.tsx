import { Badge, Box, Button, chakra, formatDate, HStack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { ResourceItem } from '../api/resource-list-query';
import { allowedExtension } from '../rules/resource-file';
import { DeleteResourceButton } from './DeleteResourceButton';

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
  verticalAlign: 'top',
} as const;

const COLUMNS = ['title', 'type', 'access', 'authors', 'published', 'file', 'actions'] as const;

type Props = {
  rows: ResourceItem[];
  /** Edit was pressed on a row (with the button, for focus to return to). */
  onEdit: (item: ResourceItem, button: HTMLElement) => void;
};

/** Title, Type, Access, Authors, Published, File, Actions; scrolls inside its box on a phone. */
export function ResourceTable({ rows, onEdit }: Props) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <chakra.table width="full" fontSize="sm">
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell}>
                {t(`resources.columns.${column}`)}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((item) => {
            const extension = item.file_storage_path
              ? allowedExtension(item.file_storage_path)
              : null;
            return (
              <chakra.tr key={item.item_id}>
                <chakra.th scope="row" {...cell} fontWeight="medium" minW="48">
                  {item.title}
                </chakra.th>
                <chakra.td {...cell}>
                  {t(`resources.types.${item.content_type}`, { defaultValue: item.content_type })}
                </chakra.td>
                <chakra.td {...cell}>
                  <Badge
                    variant="subtle"
                    colorPalette={item.access_tier === 'Public' ? 'green' : 'blue'}
                  >
                    {t(`resources.tiers.${item.access_tier}`, { defaultValue: item.access_tier })}
                  </Badge>
                </chakra.td>
                <chakra.td {...cell} minW="32">
                  {item.author_names.join(', ')}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {formatDate(item.publish_date, i18n.language)}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {item.file_storage_path ? (
                    <Text as="span">
                      {extension ? extension.slice(1).toUpperCase() : t('resources.fileStored')}
                    </Text>
                  ) : (
                    <Text as="span" color="fg.muted">
                      {t('resources.noFile')}
                    </Text>
                  )}
                </chakra.td>
                <chakra.td {...cell}>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t('resources.editItem', { title: item.title })}
                      onClick={(event) => onEdit(item, event.currentTarget)}
                    >
                      {t('resources.edit')}
                    </Button>
                    <DeleteResourceButton item={item} />
                  </HStack>
                </chakra.td>
              </chakra.tr>
            );
          })}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
