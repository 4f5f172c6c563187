import { Alert, Badge, Heading, Link, List, Stack, Text } from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SubmitResult } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { attemptReview } from '../api/exam-api';

/** The server's score for a submitted attempt, then each question with the right answer. */
export function ExamResult({
  attemptId,
  result,
  passMark,
}: {
  attemptId: string;
  result: SubmitResult;
  passMark: number;
}) {
  const { t } = useTranslation(NS);
  const review = useQuery({
    queryKey: ['skillup', 'review', attemptId],
    queryFn: () => attemptReview(attemptId),
  });
  return (
    <Stack gap="4" as="section" aria-labelledby="result-heading">
      <Heading as="h2" id="result-heading" size="lg">
        {t('exam.result')}
      </Heading>
      <Alert.Root status={result.passed ? 'success' : 'warning'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="exam-result">
            {result.passed
              ? t('exam.passed', { score: result.score_percent })
              : t('exam.failed', { score: result.score_percent, passMark })}
          </Alert.Title>
          <Alert.Description>
            {t('exam.correctOf', { correct: result.correct, total: result.total })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {result.certificate_code ? (
        <Text>
          {t('exam.certificateIssued', { code: result.certificate_code })}{' '}
          <Link asChild color="brand.800">
            <RouterLink to="/certificates">{t('exam.toCertificates')}</RouterLink>
          </Link>
        </Text>
      ) : null}
      {review.data ? (
        <List.Root as="ol" gap="3" ps="5">
          {review.data.map((item) => (
            <List.Item key={item.question_id}>
              <Text>{item.prompt}</Text>
              <Badge colorPalette={item.is_correct ? 'green' : 'red'}>
                {item.is_correct ? t('exam.right') : t('exam.wrong')}
              </Badge>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
