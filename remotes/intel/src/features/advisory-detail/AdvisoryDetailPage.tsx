import { useLiveChanges } from '@csan/shared-auth';
import {
  Alert,
  Button,
  ErrorState,
  Heading,
  HStack,
  Link,
  LoadingState,
  NotFoundPage,
  PageHeader,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isNotReadable, useAdvisoryQuery } from '../../api/advisory-query';
import { intelKeys } from '../../api/keys';
import { Markdown } from '../../components/Markdown';
import { NS } from '../../i18n/namespace';
import { intelPaths } from '../../lib/paths';
import { AckBoard } from './components/AckBoard';
import { AcknowledgeSection } from './components/AcknowledgeSection';
import { AdvisoryExtras } from './components/AdvisoryExtras';
import { AdvisoryFacts } from './components/AdvisoryFacts';
import { ExportButtons } from './components/ExportButtons';
import { IndicatorTable } from './components/IndicatorTable';
import { WithdrawDialog } from './components/WithdrawDialog';

/**
 * `/advisories/<id>`: one advisory the viewer may read. One that does not exist and one they
 * may not read look the same (the database answers PT404 for both, so an AMBER or RED advisory's
 * existence never leaks). Changes to it arrive live.
 */
export function AdvisoryDetailPage({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const query = useAdvisoryQuery(id);
  const queryClient = useQueryClient();
  const indicatorsId = useId();
  const bodyId = useId();
  useLiveChanges({
    tables: ['intel_advisories'],
    filter: `id=eq.${id}`,
    onChange: () => void queryClient.invalidateQueries({ queryKey: intelKeys.advisory(id) }),
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isNotReadable(query.error)) return <NotFoundPage homePath={intelPaths.list()} />;
    return (
      <Stack maxW="5xl" mx="auto" px="4" py="12">
        <PageHeader title={t('detail.errorTitle')} />
        <ErrorState message={t('detail.loadError')} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const detail = query.data;
  const { advisory } = detail;
  const analyst = detail.recipients !== null;
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} gap="8">
      <div>
        <Link asChild color="brand.700" fontSize="sm" mb="4">
          <RouterLink to={intelPaths.list()}>{t('detail.back')}</RouterLink>
        </Link>
        <PageHeader
          title={advisory.title}
          description={advisory.summary}
          actions={
            analyst && advisory.status !== 'withdrawn' ? (
              <HStack gap="3" wrap="wrap">
                <Button asChild size="sm" colorPalette="brand" variant="outline">
                  <RouterLink to={intelPaths.edit(advisory.id)}>{t('detail.edit')}</RouterLink>
                </Button>
                {advisory.status !== 'draft' ? <WithdrawDialog advisoryId={advisory.id} /> : null}
              </HStack>
            ) : null
          }
        />
        <AdvisoryFacts advisory={advisory} />
        {advisory.status === 'withdrawn' ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('detail.withdrawn')}</Alert.Title>
          </Alert.Root>
        ) : null}
        {detail.matches.length > 0 ? (
          <Alert.Root status="info" mt="4" data-testid="constituency-match">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('match.badge')}</Alert.Title>
              <Alert.Description>
                {t('match.detail', {
                  list: [
                    ...new Set(detail.matches.map((m) => `${m.org_name} (${m.entry_value})`)),
                  ].join(', '),
                })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </div>
      <AcknowledgeSection detail={detail} />
      {analyst ? <AckBoard advisoryId={advisory.id} /> : null}
      <Stack as="section" aria-labelledby={bodyId} gap="2">
        <Heading as="h2" size="lg" id={bodyId}>
          {t('detail.details')}
        </Heading>
        {advisory.body.trim() ? <Markdown>{advisory.body}</Markdown> : <Text>—</Text>}
      </Stack>
      <Stack as="section" aria-labelledby={indicatorsId} gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg" id={indicatorsId}>
            {t('detail.indicators')}
          </Heading>
          {detail.indicators.length > 0 ? (
            <ExportButtons id={advisory.id} title={advisory.title} />
          ) : null}
        </HStack>
        <IndicatorTable indicators={detail.indicators} matches={detail.matches} />
      </Stack>
      <AdvisoryExtras detail={detail} />
    </Stack>
  );
}
