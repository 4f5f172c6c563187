import { Alert, ErrorState, LoadingState, NotFoundPage, PageHeader, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { isNotReadable, useAdvisoryQuery } from '../../api/advisory-query';
import { useIsAnalyst } from '../../api/analyst-query';
import { NS } from '../../i18n/namespace';
import { intelPaths } from '../../lib/paths';
import { AdvisoryFormView } from './components/AdvisoryFormView';
import { AttachmentsSection } from './components/AttachmentsSection';
import { EMPTY_FORM } from './rules/advisory-schema';
import { formFromDetail } from './rules/form-from-detail';

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <PageHeader title={title} />
      {children}
    </Stack>
  );
}

/** `/advisories/new` and `/advisories/<id>/edit`: analysts and admins write advisories. */
export function AdvisoryEditorPage({ id }: { id?: string }) {
  const { t } = useTranslation(NS);
  const { isAnalyst, loading } = useIsAnalyst();
  const existing = useAdvisoryQuery(id ?? '', Boolean(id));
  const title = id ? t('editor.editTitle') : t('editor.newTitle');
  if (loading || (id && existing.isPending)) return <LoadingState />;
  if (!isAnalyst) {
    return (
      <Shell title={title}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('editor.analystsOnly')}</Alert.Title>
        </Alert.Root>
      </Shell>
    );
  }
  if (id && existing.isError) {
    if (isNotReadable(existing.error)) return <NotFoundPage homePath={intelPaths.list()} />;
    return (
      <Shell title={title}>
        <ErrorState message={t('detail.loadError')} onRetry={() => void existing.refetch()} />
      </Shell>
    );
  }
  const detail = id ? existing.data : undefined;
  if (detail?.advisory.status === 'withdrawn') {
    return (
      <Shell title={title}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('detail.withdrawn')}</Alert.Title>
        </Alert.Root>
      </Shell>
    );
  }
  return (
    <Shell title={detail ? t('editor.editTitleOf', { title: detail.advisory.title }) : title}>
      <AdvisoryFormView
        id={id}
        initial={detail ? formFromDetail(detail) : EMPTY_FORM}
        knownPeople={detail?.recipients?.people ?? []}
      />
      <AttachmentsSection advisoryId={id} attachments={detail?.attachments ?? []} />
    </Shell>
  );
}
