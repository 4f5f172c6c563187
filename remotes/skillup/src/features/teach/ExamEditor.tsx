import {
  Alert,
  Container,
  Heading,
  Link,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { deleteQuestion, type EditableExam, fetchEditableExam, saveQuestion } from './api/exam';
import { ExamSettingsForm } from './components/ExamSettingsForm';
import { QuestionForm } from './components/QuestionForm';
import { TeachGate } from './components/TeachGate';

/** `/teach/courses/<id>/exams/<examId>`: a quiz's or final exam's rules and question bank. */
export function ExamEditor() {
  const { t } = useTranslation(NS);
  const { courseId = '', examId = '' } = useParams();
  const query = useQuery({
    queryKey: skillupKeys.teachExam(examId),
    queryFn: () => fetchEditableExam(examId),
  });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('teach.editExam')} />
      <Link asChild color="brand.800" mb="4">
        <RouterLink to={`/teach/courses/${courseId}`}>{t('teach.backToCourse')}</RouterLink>
      </Link>
      <TeachGate>
        {() => (
          <QueryStates query={query} isEmpty={(e) => e === null} empty={t('teach.noExam')}>
            {(exam) => (exam ? <ExamSections exam={exam} /> : null)}
          </QueryStates>
        )}
      </TeachGate>
    </Container>
  );
}

function ExamSections({ exam }: { exam: EditableExam }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: skillupKeys.teachExam(exam.id) });
  return (
    <Stack gap="8">
      <ExamSettingsForm exam={exam} />
      <Stack as="section" aria-labelledby="teach-bank" gap="4">
        <Heading as="h2" size="lg" id="teach-bank">
          {t('teach.bank')}
        </Heading>
        <Text color="fg.muted" data-testid="bank-size">
          {t('teach.bankSize', { count: exam.questions.length, draw: exam.draw_count })}
        </Text>
        {/* Mirrors the database's rule (exam_bank_short): publishing is refused until it holds. */}
        {exam.draw_count > exam.questions.length ? (
          <Alert.Root status="warning" data-testid="bank-short">
            <Alert.Indicator />
            <Alert.Description>
              {t('teach.bankShortWarning', {
                count: exam.questions.length,
                draw: exam.draw_count,
              })}
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {exam.questions.map((question, index) => (
          <QuestionForm
            key={question.id}
            question={question}
            number={index + 1}
            onSave={async (q) => {
              await saveQuestion(exam.id, question.id, q);
              await refresh();
            }}
            onDelete={async () => {
              await deleteQuestion(question.id);
              await refresh();
            }}
          />
        ))}
        <QuestionForm
          number={exam.questions.length + 1}
          onSave={async (q) => {
            await saveQuestion(exam.id, null, q);
            await refresh();
          }}
        />
      </Stack>
    </Stack>
  );
}
