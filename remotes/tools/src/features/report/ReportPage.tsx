import '../../i18n';
import {
  Box,
  Button,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
} from '@csan/shared-ui';
import { downloadBlob, useDataErrorText } from '@csan/shared-ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answersQuery } from '../../api/answers';
import { frameworkItemsQuery, frameworksQuery } from '../../api/assessments';
import { actionsQuery, gapsQuery, logExport, scoresQuery } from '../../api/results';
import { peopleQuery, personName } from '../../api/team';
import type { FrameContext } from '../../components/AssessmentFrame';
import { GapTable } from '../../components/GapTable';
import { ScoreChart } from '../../components/ScoreChart';
import { ScoreTable } from '../../components/ScoreTable';
import { NS } from '../../i18n/namespace';
import { buildReportModel } from '../../lib/build-model';
import { fileStem, type ReportModel } from '../../lib/report-model';
import { exportLabels, pdfLabels } from './export-texts';

type Format = 'pdf' | 'csv' | 'xlsx';

/**
 * `/assessments/<id>/report`: the whole result on one page, and the board report as a PDF, the
 * answers as CSV and XLSX, all in the member's language and made from one model (the same
 * figures everywhere). Each download is written to the audit log first (tools_log_export);
 * the file libraries load only when a file is asked for.
 */
export function ReportPage({ assessment }: FrameContext) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const scores = useQuery(scoresQuery(assessment.id));
  const gaps = useQuery(gapsQuery(assessment.id));
  const actions = useQuery(actionsQuery(assessment.id));
  const answers = useQuery(answersQuery(assessment.id));
  const people = useQuery(peopleQuery(assessment.id));
  const items = useQuery(frameworkItemsQuery(assessment.framework_id));
  const frameworks = useQuery(frameworksQuery());
  const all = [scores, gaps, actions, answers, people, items, frameworks];
  const make = useMutation({
    mutationFn: async ({ format, model }: { format: Format; model: ReportModel }) => {
      await logExport(assessment.id, format);
      const stem = fileStem(model.name);
      if (format === 'pdf') {
        const { buildReportPdf } = await import('../../lib/report-pdf');
        downloadBlob(buildReportPdf(model, pdfLabels(t)).output('blob'), `${stem}.pdf`);
      } else if (format === 'csv') {
        const { buildCsv } = await import('../../lib/export-csv');
        const csv = buildCsv(model, exportLabels(t));
        downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `${stem}.csv`);
      } else {
        const { buildXlsx } = await import('../../lib/export-xlsx');
        downloadBlob(await buildXlsx(model, exportLabels(t)), `${stem}.xlsx`);
      }
    },
  });
  if (all.some((q) => q.isPending)) return <LoadingState />;
  const failed = all.find((q) => q.isError);
  if (failed) {
    return (
      <ErrorState
        message={t('results.loadFailed')}
        onRetry={() => void Promise.all(all.map((q) => q.refetch()))}
      />
    );
  }
  const framework = frameworks.data?.find((f) => f.id === assessment.framework_id);
  const model = buildReportModel({
    assessment,
    frameworkName: framework ? `${framework.name} (${framework.version})` : assessment.framework_id,
    sectorName: t(`sectors.${assessment.sector}`),
    scores: scores.data ?? [],
    gaps: gaps.data ?? [],
    actions: actions.data ?? [],
    answers: answers.data ?? [],
    items: items.data ?? [],
    personName: (id) => personName(people.data, id),
  });
  const functions = (scores.data ?? [])
    .filter((s) => s.depth === 1)
    .sort((a, b) => a.position - b.position);
  const categories = (scores.data ?? [])
    .filter((s) => s.depth === 2)
    .sort((a, b) => a.position - b.position);
  return (
    <Stack gap="8">
      <HStack gap="3" wrap="wrap">
        {(['pdf', 'csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            colorPalette="brand"
            variant={format === 'pdf' ? 'solid' : 'outline'}
            loading={make.isPending && make.variables?.format === format}
            loadingText={t('report.making')}
            disabled={make.isPending}
            onClick={() => make.mutate({ format, model })}
          >
            {t(`report.${format}`)}
          </Button>
        ))}
      </HStack>
      {make.isError ? (
        <Text role="alert" color="red.600">
          {t('report.failed', { message: errorText(make.error) })}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" as="dl">
        {(
          [
            ['report.organisation', model.organisation],
            ['report.sector', model.sector],
            ['report.country', model.country],
            ['report.framework', model.framework],
            ['report.updated', model.updatedAt],
          ] as const
        ).map(([key, value]) => (
          <Box key={key}>
            <Text as="dt" fontWeight="semibold">
              {t(key)}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack as="section" aria-labelledby="report-scores" gap="3">
        <Heading as="h2" size="lg" id="report-scores">
          {t('results.functions')}
        </Heading>
        <ScoreChart lines={model.functions} />
        <ScoreTable
          rows={functions}
          caption={t('results.functions')}
          testId="report-function-scores"
        />
      </Stack>
      {categories.length > 0 ? (
        <Stack as="section" aria-labelledby="report-categories" gap="3">
          <Heading as="h2" size="lg" id="report-categories">
            {t('results.categories')}
          </Heading>
          <ScoreTable rows={categories} caption={t('results.categories')} />
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby="report-gaps" gap="3">
        <Heading as="h2" size="lg" id="report-gaps">
          {t('results.gaps')}
        </Heading>
        <GapTable rows={gaps.data ?? []} ownerName={(id) => personName(people.data, id)} />
      </Stack>
      <Stack as="section" aria-labelledby="report-plan" gap="3">
        <Heading as="h2" size="lg" id="report-plan">
          {t('results.plan')}
        </Heading>
        {model.actions.length === 0 ? (
          <Text color="fg.muted">{t('results.planEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="1" ps="5">
            {model.actions.map((a, i) => (
              <li key={`${a.code}-${i}`}>
                {a.code ? `${a.code}: ` : ''}
                {a.title} — {a.owner ?? '—'} — {a.dueDate ?? '—'} — {t(`status.${a.status}`)}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
