import { useAccess } from '@csan/shared-auth';
import {
  Alert,
  Badge,
  Container,
  ErrorState,
  formatDate,
  HStack,
  LoadingState,
  PageHeader,
  Text,
} from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { type Assessment, assessmentQuery } from '../api/assessments';
import { NS } from '../i18n/namespace';
import { isUuid } from '../lib/levels';

export type Section = 'answers' | 'team' | 'results' | 'report';
const SECTIONS: { key: Section; to: string }[] = [
  { key: 'answers', to: '' },
  { key: 'team', to: 'team' },
  { key: 'results', to: 'results' },
  { key: 'report', to: 'report' },
];

export type FrameContext = { assessment: Assessment; isOwner: boolean; userId: string };

/**
 * Everything under /assessments/<id>: reads the assessment once (RLS decides who may), gives
 * its name as the page's h1 and the section links, and renders the section with it. An id that
 * is not a uuid, or an assessment the member may not read, is "not found" (the same words for
 * both, as the database answers).
 */
export function AssessmentFrame({
  section,
  children,
}: {
  section: Section;
  children: (ctx: FrameContext) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NS);
  const { id } = useParams();
  const { user } = useAccess();
  const query = useQuery({ ...assessmentQuery(id ?? ''), enabled: isUuid(id) });
  const title = t(`frame.${section}`);
  if (!isUuid(id) || query.data === null) {
    return (
      <Container maxW="6xl" py="10">
        <PageHeader title={t('frame.notFound')} />
        <RouterLink to="/assessments">{t('frame.back')}</RouterLink>
      </Container>
    );
  }
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <ErrorState message={t('frame.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const assessment = query.data;
  const base = `/assessments/${assessment.id}`;
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Text mb="2">
        <RouterLink to="/assessments">← {t('frame.back')}</RouterLink>
      </Text>
      <PageHeader
        title={assessment.name}
        documentTitle={`${title} · ${assessment.name}`}
        description={`${assessment.organisation} · ${t(`sectors.${assessment.sector}`)} · ${assessment.country}`}
      />
      <HStack as="nav" aria-label={t('frame.nav')} gap="4" mb="6" wrap="wrap">
        {SECTIONS.map((s) => (
          <RouterLink
            key={s.key}
            to={s.to ? `${base}/${s.to}` : base}
            aria-current={s.key === section ? 'page' : undefined}
            style={{ fontWeight: s.key === section ? 700 : 400 }}
          >
            {t(`frame.${s.key}`)}
          </RouterLink>
        ))}
        <Badge colorPalette={assessment.status === 'submitted' ? 'green' : 'blue'}>
          {t(`status.${assessment.status}`)}
        </Badge>
      </HStack>
      {assessment.status === 'submitted' && assessment.submitted_at ? (
        <Alert.Root status="info" mb="6">
          <Alert.Indicator />
          <Alert.Title>
            {t('frame.submitted', { date: formatDate(assessment.submitted_at, i18n.language) })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {children({
        assessment,
        isOwner: assessment.owner_id === user?.id,
        userId: user?.id ?? '',
      })}
    </Container>
  );
}
