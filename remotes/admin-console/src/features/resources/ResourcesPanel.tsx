import { Button, Heading, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useAdminWrite } from '../../lib/use-admin-write';
import { type ResourceItem, useResourceListQuery } from './api/resource-list-query';
import { ResourceDialog } from './components/ResourceDialog';
import { ResourceTable } from './components/ResourceTable';

/**
 * Admin → Resources (`/admin`, the first tab): the library's items newest first, 10 a page
 * (paged and counted by the database, page in the query string); Add Resource and Edit open
 * one dialog (add or edit mode) that stores the document, Delete removes the item and its file.
 */
export default function ResourcesPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { page, setPage } = useListParams();
  const resources = useResourceListQuery(page);
  const { ready } = useAdminWrite();
  // The dialog: closed, adding ('new') or editing an item.
  const [editing, setEditing] = useState<ResourceItem | 'new' | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  function open(target: ResourceItem | 'new', button: HTMLElement) {
    // Writes need aal2: go through the MFA step before anything is typed, not after.
    if (!ready()) return;
    opener.current = button;
    setEditing(target);
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.tabs.resources')}
        </Heading>
        <Button colorPalette="brand" onClick={(event) => open('new', event.currentTarget)}>
          {t('resources.add')}
        </Button>
      </HStack>
      <QueryStates
        query={resources}
        errorMessage={t('resources.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={t('resources.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('resources.count', { count: data.total })}
            </Text>
            <ResourceTable rows={data.rows} onEdit={open} />
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('resources.pages')}
            />
          </Stack>
        )}
      </QueryStates>
      {editing === null ? null : (
        <ResourceDialog
          key={editing === 'new' ? 'new' : editing.item_id}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          returnFocus={() => opener.current}
        />
      )}
    </Stack>
  );
}
