import { Button, SimpleGrid, Stack } from '@csan/shared-ui';
import { Input, LabelledField, NativeSelect, Textarea } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { skillupKeys } from '../../../api/keys';
import { CONTENT_LANGUAGES, LEVELS } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { type EditableCourse, updateCourse } from '../api/courses';
import { type CourseInput, type CourseValues, courseSchema } from '../lib/course-schema';
import { useFieldError } from '../lib/field-error';
import { SaveStatus } from './SaveStatus';

const toInput = (c: EditableCourse): CourseInput => ({
  title: c.title,
  slug: c.slug,
  summary: c.summary,
  level: c.level,
  language: c.language,
  estimated_hours: String(c.estimated_hours),
  cpe_hours: String(c.cpe_hours),
  cover_url: c.cover_url ?? '',
  certificate_valid_months:
    c.certificate_valid_months === null ? '' : String(c.certificate_valid_months),
});

/** The course's catalogue facts. A failed save keeps what was typed and says why. */
export function CourseForm({ course }: { course: EditableCourse }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<CourseInput, unknown, CourseValues>({
    resolver: zodResolver(courseSchema),
    defaultValues: toInput(course),
  });
  const save = useMutation({
    mutationFn: (values: CourseValues) => updateCourse(course.id, values),
    onSuccess: (row) => {
      client.setQueryData(skillupKeys.teachCourse(course.id), row);
      void client.invalidateQueries({ queryKey: skillupKeys.teachCourses() });
      form.reset(toInput(row));
      setSaved(true);
    },
  });
  const errorOf = useFieldError(form.formState.errors);
  const submit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('teach.courseDetails')}>
      <Stack gap="4">
        <LabelledField label={t('teach.course.title')} required error={errorOf('title')}>
          <Input maxLength={200} {...form.register('title')} />
        </LabelledField>
        <LabelledField
          label={t('teach.course.slug')}
          helper={t('teach.course.slugHelp')}
          required
          error={errorOf('slug')}
        >
          <Input maxLength={80} {...form.register('slug')} />
        </LabelledField>
        <LabelledField label={t('teach.course.summary')} error={errorOf('summary')}>
          <Textarea rows={3} maxLength={2000} {...form.register('summary')} />
        </LabelledField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LabelledField label={t('catalogue.level')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('level')}>
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`levels.${level}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField label={t('teach.course.language')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('language')}>
                {CONTENT_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField
            label={t('teach.course.estimatedHours')}
            required
            error={errorOf('estimated_hours')}
          >
            <Input inputMode="decimal" {...form.register('estimated_hours')} />
          </LabelledField>
          <LabelledField label={t('teach.course.cpeHours')} required error={errorOf('cpe_hours')}>
            <Input inputMode="decimal" {...form.register('cpe_hours')} />
          </LabelledField>
          <LabelledField
            label={t('teach.course.validMonths')}
            helper={t('teach.course.validMonthsHelp')}
            error={errorOf('certificate_valid_months')}
          >
            <Input inputMode="numeric" {...form.register('certificate_valid_months')} />
          </LabelledField>
          <LabelledField
            label={t('teach.course.cover')}
            helper={t('teach.urlHelp')}
            error={errorOf('cover_url')}
          >
            <Input type="url" {...form.register('cover_url')} />
          </LabelledField>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
          {t('teach.saveCourse')}
        </Button>
        <SaveStatus error={save.error} saved={saved && !form.formState.isDirty} />
      </Stack>
    </form>
  );
}
