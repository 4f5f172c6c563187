import { Badge, Button, formatDate, HStack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { ResourceItem } from '../api/resource-list-query';
import { allowedExtension } from '../rules/resource-file';
import { DeleteResourceButton } from './DeleteResourceButton';

type Props = {
  rows: ResourceItem[];
  /** Edit was pressed on a row (with the button, for focus to return to). */
  onEdit: (item: ResourceItem, button: HTMLElement) => void;
};

/**
 * Title, Type, Access, Authors, Published, File, Actions (the shared DataTable: scrolls inside
 * its box on a phone).
 */
export function ResourceTable({ rows, onEdit }: Props) {
  const { t, i18n } = useTranslation(NS);
  const header = (column: string) => t(`resources.columns.${column}`);
  const columns: DataColumn<ResourceItem>[] = [
    {
      key: 'title',
      header: header('title'),
      rowHeader: true,
      minWidth: '48',
      cell: (item) => item.title,
    },
    {
      key: 'type',
      header: header('type'),
      cell: (item) =>
        t(`resources.types.${item.content_type}`, { defaultValue: item.content_type }),
    },
    {
      key: 'access',
      header: header('access'),
      cell: (item) => (
        <Badge variant="subtle" colorPalette={item.access_tier === 'Public' ? 'green' : 'blue'}>
          {t(`resources.tiers.${item.access_tier}`, { defaultValue: item.access_tier })}
        </Badge>
      ),
    },
    {
      key: 'authors',
      header: header('authors'),
      minWidth: '32',
      cell: (item) => item.author_names.join(', '),
    },
    {
      key: 'published',
      header: header('published'),
      nowrap: true,
      cell: (item) => formatDate(item.publish_date, i18n.language),
    },
    {
      key: 'file',
      header: header('file'),
      nowrap: true,
      cell: (item) => {
        if (!item.file_storage_path) {
          return (
            <Text as="span" color="fg.muted">
              {t('resources.noFile')}
            </Text>
          );
        }
        const extension = allowedExtension(item.file_storage_path);
        return (
          <Text as="span">
            {extension ? extension.slice(1).toUpperCase() : t('resources.fileStored')}
          </Text>
        );
      },
    },
    {
      key: 'actions',
      header: header('actions'),
      cell: (item) => (
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
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(item) => item.item_id}
      label={t('admin.tabs.resources')}
    />
  );
}
