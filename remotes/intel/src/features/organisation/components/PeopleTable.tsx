import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { type Person, usePeople } from '../api/organisation-queries';

/** The organisation's people: name, e-mail, member or focal point. */
export function PeopleTable({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t } = useTranslation(NS);
  const people = usePeople(orgId);
  const columns: DataColumn<Person>[] = [
    {
      key: 'name',
      header: t('org.people.name'),
      rowHeader: true,
      cell: (row) => row.full_name || t('org.people.unnamed'),
    },
    { key: 'email', header: t('org.people.email'), breakAll: true, cell: (row) => row.email },
    {
      key: 'role',
      header: t('org.people.role'),
      nowrap: true,
      cell: (row) => t(`role.${row.role}`),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={people.data}
      rowKey={(row) => row.user_id}
      label={t('org.people.table', { org: orgName })}
      loading={people.isPending}
      error={people.isError ? t('org.loadError') : null}
      onRetry={() => void people.refetch()}
      empty={t('org.people.empty')}
    />
  );
}
