import { Button } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField } from '@csan/shared-ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { createCourse } from '../api/courses';
import { SLUG, slugify } from '../lib/course-schema';
import { SaveStatus } from './SaveStatus';

/** 'New course': a title (and its address), saved as a draft, then the course's editor opens. */
export function NewCourseDialog() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const effectiveSlug = slugTouched ? slug : slugify(title);
  const create = useMutation({
    mutationFn: () => createCourse({ title: title.trim(), slug: effectiveSlug }),
    onSuccess: async (id) => {
      await client.invalidateQueries({ queryKey: skillupKeys.teachCourses() });
      setOpen(false);
      navigate(`courses/${id}`);
    },
  });
  const slugValid = SLUG.test(effectiveSlug) && effectiveSlug.length <= 80;
  const valid = title.trim().length >= 1 && title.trim().length <= 200 && slugValid;
  return (
    <FormDialog
      trigger={
        <Button colorPalette="brand" alignSelf="start">
          {t('teach.newCourse')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('teach.newCourse')}
      description={t('teach.newCourseExplain')}
      confirmLabel={t('teach.create')}
      busy={create.isPending}
      confirmDisabled={!valid}
      onConfirm={() => create.mutate()}
      fullOnPhone
      footerNote={create.error ? <SaveStatus error={create.error} saved={false} /> : undefined}
    >
      <LabelledField label={t('teach.course.title')} required>
        <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </LabelledField>
      <LabelledField
        label={t('teach.course.slug')}
        helper={t('teach.course.slugHelp')}
        error={effectiveSlug && !slugValid ? t('teach.errors.slug') : undefined}
        required
      >
        <Input
          value={effectiveSlug}
          maxLength={80}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
      </LabelledField>
    </FormDialog>
  );
}
