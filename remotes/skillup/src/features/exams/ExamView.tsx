import { DataError } from '@csan/shared-auth';
import {
  Alert,
  Button,
  Container,
  formatDateTime,
  Link,
  NotFoundPage,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import type { Attempt, SubmitResult } from '../../api/types';
import { NS } from '../../i18n/namespace';
import {
  attemptQuestions,
  type ExamInfo,
  fetchExam,
  fetchExamStatus,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from './api/exam-api';
import { Countdown } from './components/Countdown';
import { ExamResult } from './components/ExamResult';
import { QuestionField } from './components/QuestionField';
import { skewOf } from './rules/remaining';

/** `/exams/<id>`: 'Start exam', the questions with a countdown to the server's deadline, 'Submit'. */
export function ExamView() {
  const { id = '' } = useParams();
  const exam = useQuery({ queryKey: skillupKeys.exam(id), queryFn: () => fetchExam(id) });
  return (
    <QueryStates query={exam} isEmpty={(data) => data === null}>
      {(data) => (data ? <ExamPage exam={data} /> : <NotFoundPage homePath="/" />)}
    </QueryStates>
  );
}

// The database's machine word before the colon ('retry_wait: the next attempt opens later').
const reason = (error: unknown) =>
  error instanceof DataError ? (error.message.split(/[:\s]/)[0] ?? '') : '';

function ExamPage({ exam }: { exam: ExamInfo }) {
  const { t, i18n } = useTranslation(NS);
  const client = useQueryClient();
  const status = useQuery({
    queryKey: [...skillupKeys.exam(exam.id), 'status'],
    queryFn: () => fetchExamStatus(exam.id),
  });
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [skew, setSkew] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submitted = useRef(false);

  const begin = (next: Attempt) => {
    setAttempt(next);
    setAnswers(Object.fromEntries(next.questions.map((q) => [q.id, q.selected_option_ids ?? []])));
  };

  // An attempt left open (another tab, a reload) continues where it was, same deadline.
  const openId = status.data?.open_attempt_id ?? null;
  useEffect(() => {
    if (openId && !attempt && !result)
      void attemptQuestions(openId)
        .then(begin)
        .catch(() => undefined);
  }, [openId, attempt, result]);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const sent = Date.now();
      const next = await startAttempt(exam.id);
      setSkew(skewOf(next.started_at, sent, Date.now()));
      submitted.current = false;
      begin(next);
    } catch (error) {
      const why = reason(error);
      setProblem(
        why === 'retry_wait' && error instanceof DataError && error.details
          ? t('exam.retryWait', { date: formatDateTime(error.details, i18n.language) })
          : why === 'attempt_limit'
            ? t('exam.noAttemptsLeft')
            : why === 'exam_not_ready'
              ? t('exam.notReady')
              : t('exam.startFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = useCallback(
    async (timeUp: boolean) => {
      if (!attempt || submitted.current) return;
      submitted.current = true;
      setBusy(true);
      setProblem(null);
      try {
        let outcome: SubmitResult;
        try {
          outcome = await submitAttempt(attempt.attempt_id, timeUp ? null : answers);
        } catch (error) {
          // The deadline passed on the way: the server keeps what was saved in time.
          if (reason(error) !== 'deadline_passed') throw error;
          outcome = await submitAttempt(attempt.attempt_id, null);
          setProblem(t('exam.lateAnswers'));
        }
        setResult(outcome);
        void client.invalidateQueries({ queryKey: skillupKeys.all });
      } catch {
        submitted.current = false;
        setProblem(t('exam.submitFailed'));
      } finally {
        setBusy(false);
      }
    },
    [attempt, answers, client, t],
  );

  const choose = (questionId: string, optionIds: string[]) => {
    setAnswers((before) => ({ ...before, [questionId]: optionIds }));
    // Saved as chosen, so what was answered before the deadline counts even if Submit is late.
    if (attempt) void saveAnswer(attempt.attempt_id, questionId, optionIds).catch(() => undefined);
  };

  const s = status.data;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      {exam.course ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          <Link asChild color="brand.800">
            <RouterLink to={`/courses/${exam.course.slug}`}>{exam.course.title}</RouterLink>
          </Link>
        </Text>
      ) : null}
      <PageHeader
        title={exam.title}
        description={t('exam.rules', {
          count: exam.draw_count,
          minutes: exam.time_limit_minutes,
          passMark: exam.pass_mark_percent,
        })}
      />
      <Stack gap="5">
        {problem ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        ) : null}
        {result && attempt ? (
          <ExamResult
            attemptId={attempt.attempt_id}
            result={result}
            passMark={exam.pass_mark_percent}
          />
        ) : attempt ? (
          <ExamForm onSubmit={() => void submit(false)} label={t('exam.questions')}>
            <Countdown
              deadlineAt={attempt.deadline_at}
              skewMs={skew}
              onExpire={() => void submit(true)}
            />
            {attempt.questions.map((question, index) => (
              <QuestionField
                key={question.id}
                question={question}
                number={index + 1}
                selected={answers[question.id] ?? []}
                onChange={(ids) => choose(question.id, ids)}
                disabled={busy}
              />
            ))}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy}>
              {t('exam.submit')}
            </Button>
          </ExamForm>
        ) : (
          <QueryStates query={status} isEmpty={() => false}>
            {() =>
              s ? (
                <Stack gap="3" align="start">
                  <Text>
                    {t('exam.attempts', { used: s.attempts_used, max: s.max_attempts })}
                    {s.best_score !== null ? ` · ${t('exam.best', { score: s.best_score })}` : ''}
                  </Text>
                  {s.passed ? (
                    <Text fontWeight="semibold" color="green.700">
                      {t('exam.alreadyPassed')}
                    </Text>
                  ) : s.next_attempt_at && Date.parse(s.next_attempt_at) > Date.now() ? (
                    <Text>
                      {t('exam.retryWait', {
                        date: formatDateTime(s.next_attempt_at, i18n.language),
                      })}
                    </Text>
                  ) : s.attempts_used >= s.max_attempts ? (
                    <Text>{t('exam.noAttemptsLeft')}</Text>
                  ) : (
                    <Button colorPalette="brand" onClick={() => void start()} loading={busy}>
                      {t('exam.start')}
                    </Button>
                  )}
                </Stack>
              ) : null
            }
          </QueryStates>
        )}
      </Stack>
    </Container>
  );
}

function ExamForm({
  onSubmit,
  label,
  children,
}: {
  onSubmit: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
