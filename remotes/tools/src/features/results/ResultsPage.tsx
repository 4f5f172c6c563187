import '../../i18n';
import {
  Button,
  ErrorState,
  formatDate,
  Heading,
  LoadingState,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { LabelledField, Switch, useDataErrorText } from '@csan/shared-ui/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setShareBenchmark } from '../../api/assessments';
import { toolsKeys } from '../../api/keys';
import {
  actionsQuery,
  benchmarkQuery,
  compareQuery,
  gapsQuery,
  planFromGaps,
  scoresQuery,
} from '../../api/results';
import { peopleQuery, personName } from '../../api/team';
import type { FrameContext } from '../../components/AssessmentFrame';
import { GapTable } from '../../components/GapTable';
import { ScoreChart } from '../../components/ScoreChart';
import { ScoreTable } from '../../components/ScoreTable';
import { NS } from '../../i18n/namespace';
import { ActionPlan } from './ActionPlan';
import { BenchmarkSection } from './BenchmarkSection';
import { CompareSection } from './CompareSection';

/**
 * `/assessments/<id>/results`: scores per function (chart and table) and per category, the gap
 * list, the action plan, the comparison with the organisation's earlier assessment and the
 * peer benchmark (or why it is hidden). Every figure comes from the database's functions.
 */
export function ResultsPage({ assessment, isOwner, userId }: FrameContext) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useDataErrorText();
  const queryClient = useQueryClient();
  const scores = useQuery(scoresQuery(assessment.id));
  const gaps = useQuery(gapsQuery(assessment.id));
  const people = useQuery(peopleQuery(assessment.id));
  const actions = useQuery(actionsQuery(assessment.id));
  const compare = useQuery(compareQuery(assessment.id));
  const benchmark = useQuery(benchmarkQuery(assessment.id));
  const me = people.data?.find((p) => p.user_id === userId);
  const canPlan = isOwner || me?.role === 'reviewer';
  const refresh = () => queryClient.invalidateQueries({ queryKey: toolsKeys.one(assessment.id) });
  const plan = useMutation({
    mutationFn: () => planFromGaps(assessment.id),
    onSuccess: refresh,
    onError: (e) =>
      toaster.create({ type: 'error', title: t('editor.actionFailed', { message: errorText(e) }) }),
  });
  const share = useMutation({
    mutationFn: (on: boolean) => setShareBenchmark(assessment.id, on),
    onSuccess: refresh,
    onError: (e) =>
      toaster.create({ type: 'error', title: t('editor.actionFailed', { message: errorText(e) }) }),
  });
  if (scores.isPending) return <LoadingState />;
  if (scores.isError) {
    return <ErrorState message={t('results.loadFailed')} onRetry={() => void scores.refetch()} />;
  }
  const functions = scores.data
    .filter((s) => s.depth === 1)
    .sort((a, b) => a.position - b.position);
  const categories = scores.data
    .filter((s) => s.depth === 2)
    .sort((a, b) => a.position - b.position);
  const lines = functions.map((f) => ({
    code: f.code,
    name: f.title,
    current: f.current_score,
    target: f.target_score,
  }));
  const nothing = functions.every((f) => f.current_score === null);
  const who = (id: string | null) => personName(people.data, id);
  return (
    <Stack gap="10">
      <Stack as="section" aria-labelledby="scores-heading" gap="3">
        <Heading as="h2" size="lg" id="scores-heading">
          {t('results.functions')}
        </Heading>
        {nothing ? <Text color="fg.muted">{t('results.noScores')}</Text> : null}
        <Text color="fg.muted">{t('results.chartDesc')}</Text>
        <ScoreChart lines={lines} />
        <ScoreTable rows={functions} caption={t('results.functions')} testId="function-scores" />
      </Stack>
      {categories.length > 0 ? (
        <Stack as="section" aria-labelledby="categories-heading" gap="3">
          <Heading as="h2" size="lg" id="categories-heading">
            {t('results.categories')}
          </Heading>
          <ScoreTable rows={categories} caption={t('results.categories')} />
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby="gaps-heading" gap="3">
        <Heading as="h2" size="lg" id="gaps-heading">
          {t('results.gaps')}
        </Heading>
        {gaps.isError ? (
          <ErrorState message={errorText(gaps.error)} onRetry={() => void gaps.refetch()} />
        ) : gaps.isPending ? (
          <LoadingState />
        ) : (
          <GapTable rows={gaps.data} ownerName={who} />
        )}
      </Stack>
      <Stack as="section" aria-labelledby="plan-heading" gap="3">
        <Heading as="h2" size="lg" id="plan-heading">
          {t('results.plan')}
        </Heading>
        {canPlan && (gaps.data?.length ?? 0) > 0 ? (
          <Button
            alignSelf="start"
            variant="outline"
            loading={plan.isPending}
            onClick={() => plan.mutate()}
          >
            {t('results.planFromGaps')}
          </Button>
        ) : null}
        <ActionPlan
          query={actions}
          people={people.data ?? []}
          userId={userId}
          canEditAll={canPlan}
          onChanged={refresh}
        />
      </Stack>
      <CompareSection query={compare} language={i18n.language} formatDate={formatDate} />
      <BenchmarkSection query={benchmark} />
      {isOwner ? (
        <LabelledField label={t('results.share')} helper={t('create.shareHelp')}>
          <Switch.Root
            checked={assessment.share_benchmark}
            disabled={share.isPending}
            onCheckedChange={(e) => share.mutate(e.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
          </Switch.Root>
        </LabelledField>
      ) : null}
    </Stack>
  );
}
