import {
  Button,
  Container,
  Link,
  PageHeader,
  QueryStates,
  SimpleGrid,
  Stack,
} from '@csan/shared-ui';
import { Input, LabelledField, Textarea } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { type EditableLesson, fetchEditableLesson, saveLesson } from './api/lesson';
import { SaveStatus } from './components/SaveStatus';
import { TeachGate } from './components/TeachGate';
import { type LessonInput, type LessonValues, lessonSchema } from './lib/course-schema';
import { useFieldError } from './lib/field-error';

/** `/teach/courses/<id>/lessons/<lessonId>`: a lesson's title, body and links. */
export function LessonEditor() {
  const { t } = useTranslation(NS);
  const { courseId = '', lessonId = '' } = useParams();
  const query = useQuery({
    queryKey: skillupKeys.teachLesson(lessonId),
    queryFn: () => fetchEditableLesson(lessonId),
  });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('teach.editLesson')} />
      <Link asChild color="brand.800" mb="4">
        <RouterLink to={`/teach/courses/${courseId}`}>{t('teach.backToCourse')}</RouterLink>
      </Link>
      <TeachGate>
        {() => (
          <QueryStates query={query} isEmpty={(l) => l === null} empty={t('teach.noLesson')}>
            {(lesson) => (lesson ? <LessonForm lesson={lesson} /> : null)}
          </QueryStates>
        )}
      </TeachGate>
    </Container>
  );
}

const toInput = (l: EditableLesson): LessonInput => ({
  title: l.title,
  estimated_minutes: String(l.estimated_minutes),
  body_html: l.body_html,
  video_url: l.video_url ?? '',
  attachment_url: l.attachment_url ?? '',
});

function LessonForm({ lesson }: { lesson: EditableLesson }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<LessonInput, unknown, LessonValues>({
    resolver: zodResolver(lessonSchema),
    defaultValues: toInput(lesson),
  });
  const save = useMutation({
    mutationFn: (values: LessonValues) => saveLesson(lesson.id, values),
    onSuccess: async (_, values) => {
      form.reset(form.getValues());
      setSaved(true);
      client.setQueryData(skillupKeys.teachLesson(lesson.id), { ...lesson, ...values });
      await client.invalidateQueries({ queryKey: skillupKeys.teachCourse(lesson.course_id) });
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LabelledField label={t('teach.lessonTitle')} required error={errorOf('title')}>
            <Input maxLength={200} {...form.register('title')} />
          </LabelledField>
          <LabelledField label={t('teach.minutes')} required error={errorOf('estimated_minutes')}>
            <Input inputMode="numeric" {...form.register('estimated_minutes')} />
          </LabelledField>
        </SimpleGrid>
        <LabelledField
          label={t('teach.body')}
          helper={t('teach.bodyHelp')}
          error={errorOf('body_html')}
        >
          <Textarea rows={14} fontFamily="mono" {...form.register('body_html')} />
        </LabelledField>
        <LabelledField
          label={t('teach.video')}
          helper={t('teach.urlHelp')}
          error={errorOf('video_url')}
        >
          <Input type="url" {...form.register('video_url')} />
        </LabelledField>
        <LabelledField
          label={t('teach.attachment')}
          helper={t('teach.urlHelp')}
          error={errorOf('attachment_url')}
        >
          <Input type="url" {...form.register('attachment_url')} />
        </LabelledField>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
          {t('teach.saveLesson')}
        </Button>
        <SaveStatus error={save.error} saved={saved && !form.formState.isDirty} />
      </Stack>
    </form>
  );
}
