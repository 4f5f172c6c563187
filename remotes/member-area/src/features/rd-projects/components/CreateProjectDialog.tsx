import { SimpleGrid, Stack, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import { useProjectCreateMutation } from '../api/rd-project-create-mutation';
import {
  EMPTY_PROJECT,
  type ProjectInput,
  type ProjectValues,
  projectSchema,
} from '../rules/project-schema';

type Props = {
  userId: string;
  open: boolean;
  onClose: () => void;
  /** After a project was saved (the list shows its first page, where the new one is). */
  onCreated?: () => void;
};

/**
 * Create Project: project name, description, client organization, start and end dates and the
 * budget in US dollars. A failed save keeps the dialog and what was typed.
 */
export function CreateProjectDialog({ userId, open, onClose, onCreated }: Props) {
  const { t } = useTranslation(NS);
  const create = useProjectCreateMutation(userId);
  const form = useForm<ProjectInput, unknown, ProjectValues>({
    resolver: zodResolver(projectSchema),
    defaultValues: EMPTY_PROJECT,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message: string | undefined) =>
    message ? t(`rdProjects.form.errors.${message}`) : undefined;

  const close = () => {
    form.reset(EMPTY_PROJECT);
    onClose();
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toaster.success({ title: t('rdProjects.form.createSuccess') });
      close();
      onCreated?.();
    } catch {
      toaster.error({ title: t('rdProjects.form.createFailure') });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      keepOnOutsideClick
      scrollInside
      freshOnOpen
      fullOnPhone
      title={t('rdProjects.form.title')}
      description={t('rdProjects.form.intro')}
      confirmLabel={t('rdProjects.form.submit')}
      busyLabel={t('rdProjects.form.creating')}
      confirmPalette="brand"
      cancelLabel={t('rdProjects.form.cancel')}
      closeLabel={t('rdProjects.form.close')}
      busy={isSubmitting}
      onConfirm={() => void save()}
    >
      <Stack gap="4">
        <FormField
          label={t('rdProjects.form.name')}
          error={errorOf(errors.name?.message)}
          registration={form.register('name')}
          required
        />
        <FormField
          label={t('rdProjects.form.description')}
          error={errorOf(errors.description?.message)}
          registration={form.register('description')}
          multiline
        />
        <FormField
          label={t('rdProjects.form.client')}
          error={errorOf(errors.clientOrganization?.message)}
          registration={form.register('clientOrganization')}
          autoComplete="organization"
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('rdProjects.form.startDate')}
            error={errorOf(errors.startDate?.message)}
            registration={form.register('startDate')}
            type="date"
          />
          <FormField
            label={t('rdProjects.form.endDate')}
            error={errorOf(errors.endDate?.message)}
            registration={form.register('endDate')}
            type="date"
          />
        </SimpleGrid>
        <FormField
          label={t('rdProjects.form.budget')}
          help={t('rdProjects.form.budgetHelp')}
          error={errorOf(errors.budget?.message)}
          registration={form.register('budget')}
          inputMode="decimal"
        />
      </Stack>
    </FormDialog>
  );
}
