import '../../i18n';
import { Badge, Button, Container, formatDate, PageHeader } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type Assessment, assessmentListQuery, frameworksQuery } from '../../api/assessments';
import { NS } from '../../i18n/namespace';

/** `/assessments`: the member's assessments (own and shared with them) and 'New assessment'. */
export function AssessmentList() {
  const { t, i18n } = useTranslation(NS);
  const list = useQuery(assessmentListQuery());
  const frameworks = useQuery(frameworksQuery());
  const frameworkName = (id: string) => frameworks.data?.find((f) => f.id === id)?.name ?? id;
  const columns: DataColumn<Assessment>[] = [
    {
      key: 'name',
      header: t('list.name'),
      rowHeader: true,
      cell: (a) => <RouterLink to={`/assessments/${a.id}`}>{a.name}</RouterLink>,
    },
    { key: 'organisation', header: t('list.organisation'), cell: (a) => a.organisation },
    { key: 'framework', header: t('list.framework'), cell: (a) => frameworkName(a.framework_id) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (a) => (
        <Badge colorPalette={a.status === 'submitted' ? 'green' : 'blue'}>
          {t(`status.${a.status}`)}
        </Badge>
      ),
    },
    {
      key: 'updated',
      header: t('list.updated'),
      nowrap: true,
      cell: (a) => formatDate(a.updated_at, i18n.language),
    },
  ];
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/assessments/new">{t('list.new')}</RouterLink>
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(a) => a.id}
        caption={t('list.caption')}
        loading={list.isPending}
        error={list.isError ? t('list.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        empty={t('list.empty')}
      />
    </Container>
  );
}
