import { Button, SimpleGrid, Stack } from '@csan/shared-ui';
import { Input, LabelledField } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { type EditableExam, type ExamSettings, saveExamSettings } from '../api/exam';
import { type ExamInput, examSchema } from '../lib/course-schema';
import { useFieldError } from '../lib/field-error';
import { SaveStatus } from './SaveStatus';

const NUMBERS = [
  ['draw_count', 'teach.drawCount'],
  ['time_limit_minutes', 'teach.timeLimit'],
  ['pass_mark_percent', 'teach.passMark'],
  ['max_attempts', 'teach.maxAttempts'],
  ['retry_wait_hours', 'teach.retryWait'],
] as const;

/** The exam's rules: questions drawn per attempt, time limit, pass mark, attempts, wait. */
export function ExamSettingsForm({ exam }: { exam: EditableExam }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<ExamInput, unknown, ExamSettings>({
    resolver: zodResolver(examSchema),
    defaultValues: {
      title: exam.title,
      draw_count: String(exam.draw_count),
      time_limit_minutes: String(exam.time_limit_minutes),
      pass_mark_percent: String(exam.pass_mark_percent),
      max_attempts: String(exam.max_attempts),
      retry_wait_hours: String(exam.retry_wait_hours),
    },
  });
  const save = useMutation({
    mutationFn: (values: ExamSettings) => saveExamSettings(exam.id, values),
    onSuccess: async () => {
      form.reset(form.getValues());
      setSaved(true);
      await client.invalidateQueries({ queryKey: skillupKeys.teachCourse(exam.course_id) });
      // The bank's "drawn per attempt" line and its warning read the saved count.
      await client.invalidateQueries({ queryKey: skillupKeys.teachExam(exam.id) });
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('teach.examSettings')}>
      <Stack gap="4">
        <LabelledField label={t('teach.examTitle')} required error={errorOf('title')}>
          <Input maxLength={200} {...form.register('title')} />
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {NUMBERS.map(([name, label]) => (
            <LabelledField key={name} label={t(label)} required error={errorOf(name)}>
              <Input inputMode="numeric" {...form.register(name)} />
            </LabelledField>
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
          {t('teach.saveExam')}
        </Button>
        <SaveStatus error={save.error} saved={saved && !form.formState.isDirty} />
      </Stack>
    </form>
  );
}
